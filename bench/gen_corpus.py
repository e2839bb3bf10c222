#!/usr/bin/env python3
"""Writes a synthetic blog of N posts (about 3 KB of Markdown each: headings, lists, a table, code)
twice: as a `blog` site and as a Hugo site with a minimal theme. Usage: gen_corpus.py N OUT_DIR [--code]

blog writes no search index (`search: false`; Hugo has none). Without --code both tools leave code plain
(blog: `highlight: false`; Hugo: `codeFences = false`). With --code
every post also holds two 30-line code blocks (Swift and shell) and both tools highlight them with CSS classes
(bench/highlight.sh)."""
import os
import random
import sys

CATEGORIES = ["Swift", "iOS Layout", "Auto Layout", "UIKit", "Tools", "布局", "Performance", "Testing"]
WORDS = ("layout view constraint anchor stack scroll content frame bounds priority hugging compression "
         "intrinsic size offset inset margin padding axis alignment distribution spacing solver variable").split()


def paragraph(rng, sentences=4):
    return " ".join(" ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 16))).capitalize() + "."
                    for _ in range(sentences))


SWIFT_LINES = [
    "/// A card that sizes itself from its label ({i}).",
    "@objc final class Card{i}: UIView {{",
    "    private let title = UILabel()",
    "    private var height: NSLayoutConstraint?",
    "    override init(frame: CGRect) {{",
    "        super.init(frame: frame)",
    "        title.text = \"Card \\(frame.width) × \\(frame.height)\\n\"",
    "        title.numberOfLines = 0 // wrap",
    "        addSubview(title)",
    "        title.translatesAutoresizingMaskIntoConstraints = false",
    "        NSLayoutConstraint.activate([",
    "            title.topAnchor.constraint(equalTo: topAnchor, constant: {a}),",
    "            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16.5),",
    "            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),",
    "        ])",
    "        height = heightAnchor.constraint(greaterThanOrEqualToConstant: 0x2C)",
    "        height?.priority = .defaultHigh",
    "        height?.isActive = true",
    "    }}",
    "    /* Storyboards are not used: /* nested */ comments work. */",
    "    required init?(coder: NSCoder) {{ fatalError(\"init(coder:) has not been implemented\") }}",
    "    #if DEBUG",
    "    func dump() -> String {{ return \"\\(title.text ?? \"\") at \\(frame)\" }}",
    "    #endif",
    "    func update(_ text: String, animated: Bool = true) {{",
    "        title.text = text",
    "        guard animated else {{ return layoutIfNeeded() }}",
    "        UIView.animate(withDuration: 0.25) {{ self.layoutIfNeeded() }}",
    "    }}",
    "}}",
]
SHELL_LINES = [
    "#!/bin/sh",
    "# Build post {i} and publish it.",
    "set -eu",
    "SITE=\"${{SITE:-$HOME/blog}}\"",
    "COUNT=$(ls \"$SITE/content/posts\" | wc -l)",
    "echo \"building $COUNT posts\" >&2",
    "for dir in content templates; do",
    "    if [ ! -d \"$SITE/$dir\" ]; then",
    "        echo 'missing folder' \"$dir\" 1>&2",
    "        exit 1",
    "    fi",
    "done",
    "cat <<EOF > \"$SITE/blog.yml\"",
    "title: Post {i}",
    "postsPerPage: {a}",
    "EOF",
    "blog build --source \"$SITE\" --output \"$SITE/site\"",
    "case \"$(uname -s)\" in",
    "    Linux) opener=xdg-open ;;",
    "    Darwin) opener=open ;;",
    "    *) opener=true ;;",
    "esac",
    "rsync -az --delete \"$SITE/site/\" host:/var/www/blog/",
    "status=$?",
    "if [ $status -ne 0 ]; then",
    "    printf 'rsync failed: %d\\n' \"$status\"",
    "    exit $status",
    "fi",
    "$opener \"https://example.com/\" || true",
    "exit 0",
]


def code_blocks(rng, index):
    a = rng.randint(0, 64)
    swift = "\n".join(line.format(i=index, a=a) for line in SWIFT_LINES)
    shell = "\n".join(line.format(i=index, a=a) for line in SHELL_LINES)
    return "```swift\n" + swift + "\n```\n\n```sh\n" + shell + "\n```"


def body(rng, index, with_code=False):
    parts = [paragraph(rng), "<!-- more -->", f"## Part one of post {index}", paragraph(rng, 5),
             "- " + "\n- ".join(paragraph(rng, 1) for _ in range(4)),
             "| property | value | note |\n| --- | --- | --- |\n" + "\n".join(
                 f"| {rng.choice(WORDS)} | {rng.randint(1, 999)} | {rng.choice(WORDS)} {rng.choice(WORDS)} |" for _ in range(5)),
             f"## Part two of post {index}", paragraph(rng, 5),
             "```swift\n" + "\n".join(f"let {rng.choice(WORDS)}{i} = view.{rng.choice(WORDS)}Anchor.constraint(equalTo: other.{rng.choice(WORDS)}Anchor, constant: {rng.randint(0, 64)})" for i in range(6)) + "\n```",
             "### A smaller heading", paragraph(rng, 4), "1. " + "\n1. ".join(paragraph(rng, 1) for _ in range(3))]
    if with_code:
        parts.insert(-2, code_blocks(rng, index))
    return "\n\n".join(parts) + "\n"


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    with_code = "--code" in sys.argv[3:]
    rng = random.Random(20261122)
    blog, hugo = os.path.join(out, "blog"), os.path.join(out, "hugo")
    for folder in (os.path.join(blog, "content", "posts"), os.path.join(hugo, "content", "posts"),
                   os.path.join(hugo, "layouts", "_default")):
        os.makedirs(folder, exist_ok=True)
    with open(os.path.join(blog, "blog.yml"), "w") as f:
        # No search index: Hugo writes none (bench/search.sh measures blog's with and without).
        f.write("title: Bench\nbaseURL: https://example.com/\nlanguage: en\nsearch: false\n"
                + ("" if with_code else "highlight: false\n"))
    with open(os.path.join(hugo, "config.toml"), "w") as f:
        f.write('baseURL = "https://example.com/"\ntitle = "Bench"\n[taxonomies]\ncategory = "categories"\n'
                "[markup.goldmark.renderer]\nunsafe = false\n"
                # Both highlight, with CSS classes, in the --code corpus; neither does in the other.
                + ("[markup.highlight]\ncodeFences = true\nnoClasses = false\n" if with_code
                   else "[markup.highlight]\ncodeFences = false\n"))
    layouts = {
        "baseof.html": "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{{ .Title }}</title></head>"
                       "<body>{{ block \"main\" . }}{{ end }}</body></html>",
        "single.html": "{{ define \"main\" }}<article><h1>{{ .Title }}</h1><time>{{ .Date.Format \"2006-01-02 15:04\" }}</time>"
                       "{{ .Content }}{{ range .Params.categories }}<a href=\"/categories/{{ . | urlize }}/\">{{ . }}</a>{{ end }}</article>{{ end }}",
        "list.html": "{{ define \"main\" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}",
    }
    for name, text in layouts.items():
        with open(os.path.join(hugo, "layouts", "_default", name), "w") as f:
            f.write(text)
    for index in range(count):
        year = 2010 + index * 16 // count
        month = 1 + index % 12
        day = 1 + index % 28
        date = f"{year}-{month:02d}-{day:02d} {index % 24:02d}:{index % 60:02d}"
        categories = sorted(rng.sample(CATEGORIES, rng.randint(1, 2)))
        title = f"Post {index}: {rng.choice(WORDS)} and {rng.choice(WORDS)}"
        text = body(rng, index, with_code)
        folder = os.path.join(blog, "content", "posts", str(year))
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"post-{index}.md"), "w") as f:
            f.write(f"---\ntitle: \"{title}\"\ndate: {date}\ncategories: [{', '.join(categories)}]\n---\n{text}")
        with open(os.path.join(hugo, "content", "posts", f"post-{index}.md"), "w") as f:
            f.write(f"---\ntitle: \"{title}\"\ndate: {date.replace(' ', 'T')}:00+00:00\n"
                    f"categories: [{', '.join(repr(c) for c in categories)}]\n---\n{text}")


if __name__ == "__main__":
    main()
