// The GitHub Actions workflow `blog init` writes as .github/workflows/publish.yml: build blog, build and check
// the site, deploy it to GitHub Pages. The same text is this repository's .github/workflows/pages.yml (a test
// keeps the two equal).

/// The publish workflow.
public enum PublishWorkflow {
    /// The generator repository the workflow clones when none is given: a stand-in to replace with
    /// the address `blog` was got from (`blog init --generator-repository`).
    public static let defaultRepository = "https://github.com/OWNER/blog.git"
    /// The version of the generator it builds when none is given.
    public static let defaultRef = "main"

    /// The workflow, cloning `repository` at `ref` (a tag, branch or commit) to build `blog`.
    public static func text(repository: String = defaultRepository, ref: String = defaultRef) -> String {
        (template + "\n")
            .replacingOccurrences(of: "BLOG_REPOSITORY: " + defaultRepository, with: "BLOG_REPOSITORY: " + repository)
            .replacingOccurrences(of: "BLOG_REF: " + defaultRef + "\n", with: "BLOG_REF: " + ref + "\n")
    }

    /// The text without its last line break (a multi-line literal drops it).
    static let template = #"""
# Publishes the blog on GitHub Pages at every push to the repository's default branch: builds `blog`,
# builds the site, checks it with `blog check`, then uploads and deploys it with GitHub's Pages actions.
# Written by `blog init`; in the repository settings, set Pages > Source to "GitHub Actions".
name: Publish

on:
  push:
  workflow_dispatch:

# Least privilege: nothing by default; the build job reads the repository and the Pages settings
# (configure-pages asks for the site's address), and only the deploy job may write to Pages.
permissions: {}

# One deployment at a time: a newer push waits for the running one instead of cutting it off.
concurrency:
  group: pages
  cancel-in-progress: false

env:
  # The blog generator: where its source is and the version (tag or commit) that builds this site.
  # A repository that is the generator itself (it has blog's Package.swift) builds its own source.
  BLOG_REPOSITORY: https://github.com/OWNER/blog.git
  BLOG_REF: main
  # blog's build folder, kept between runs by the cache step.
  BLOG_BUILD_DIR: .blog-build

jobs:
  build:
    # Only the default branch is published; other branches' pushes skip the job.
    if: github.ref == format('refs/heads/{0}', github.event.repository.default_branch)
    runs-on: ubuntu-latest
    permissions:
      contents: read
      pages: read
    # A pinned Swift toolchain on Debian, whose libcmark-gfm-dev blog builds against (and libcurl and libxml2,
    # which blog check asks URLs and parses feeds with; jemalloc, its faster allocator).
    container: swift:6.3.1-bookworm
    timeout-minutes: 45
    steps:
      - uses: actions/checkout@v4
      - name: Install cmark-gfm, libcurl, libxml2 and jemalloc
        run: |
          apt-get update -qq
          DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcmark-gfm-dev libcmark-gfm-extensions-dev libcurl4-openssl-dev libxml2-dev libjemalloc-dev
      - name: Get the blog generator
        run: |
          if [ -f Package.swift ] && grep -q 'name: "blog"' Package.swift; then
            echo "BLOG_SOURCE=$PWD" >> "$GITHUB_ENV"
          else
            rm -rf .blog-source
            git clone --quiet "$BLOG_REPOSITORY" .blog-source
            git -C .blog-source checkout --quiet "$BLOG_REF"
            echo "BLOG_SOURCE=$PWD/.blog-source" >> "$GITHUB_ENV"
          fi
      - uses: actions/cache@v4
        with:
          path: ${{ env.BLOG_BUILD_DIR }}
          key: blog-${{ runner.os }}-swift-6.3.1-${{ env.BLOG_REF }}-${{ hashFiles('Package.swift', 'Sources/**', '.blog-source/Package.swift', '.blog-source/Sources/**') }}
          restore-keys: |
            blog-${{ runner.os }}-swift-6.3.1-${{ env.BLOG_REF }}-
            blog-${{ runner.os }}-swift-6.3.1-
      - name: Build blog
        run: |
          swift build -c release --static-swift-stdlib --product blog \
            --package-path "$BLOG_SOURCE" --scratch-path "$BLOG_BUILD_DIR"
          echo "$(cd "$BLOG_BUILD_DIR/release" && pwd)" >> "$GITHUB_PATH"
      - id: pages
        uses: actions/configure-pages@v5
      - name: Build the site
        env:
          BASE_URL: ${{ steps.pages.outputs.base_url }}
        run: blog build --output site --base-url "$BASE_URL/"
      - name: Check the site
        run: blog check --output site
      - uses: actions/upload-pages-artifact@v3
        with:
          path: site

  deploy:
    needs: build
    runs-on: ubuntu-latest
    permissions:
      pages: write
      id-token: write
    environment:
      name: github-pages
      url: ${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
"""#
}
