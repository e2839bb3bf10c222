// Titles of the pages the site generates (archive, categories, 404, redirects, pagination), in its language.

/// The generated pages' titles: Chinese for `language: zh…`, English otherwise.
struct PageLabels {
    var archive: String
    var categories: String
    var tags: String
    /// The label of a table of contents.
    var contents: String
    /// The heading of a post's related posts.
    var related: String
    var notFound: String
    var moved: String
    var search: String
    private let isChinese: Bool

    init(_ config: SiteConfig) {
        isChinese = config.language.lowercased().hasPrefix("zh")
        archive = isChinese ? "归档" : "Archive"
        categories = isChinese ? "分类" : "Categories"
        tags = isChinese ? "标签" : "Tags"
        contents = isChinese ? "目录" : "Contents"
        related = isChinese ? "相关文章" : "Related posts"
        notFound = isChinese ? "页面不存在" : "Page not found"
        moved = isChinese ? "已移动" : "Moved"
        search = isChinese ? "搜索" : "Search"
    }

    /// The title of index page `number` of `total` after the first (the first has none: it is the home page).
    func indexPage(_ number: Int, of total: Int) -> String {
        isChinese ? "第 \(number) 页，共 \(total) 页" : "Page \(number) of \(total)"
    }
}
