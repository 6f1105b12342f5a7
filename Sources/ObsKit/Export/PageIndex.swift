import Foundation

/// The index of a folder of tutorial pages (`obsrepl play --html DIR`): each tutorial's title, linked to its
/// page, with the first sentence of its introduction and what the page holds.
extension WebPage {
    /// What the index says of this page (its file name is the caller's).
    public var summary: String {
        let intro = parts.lazy.compactMap { part -> String? in
            guard case .narration(let text) = part else { return nil }
            // The first paragraph that is not a heading.
            var paragraph: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map({ String($0).trimmingWhitespace() }) {
                if line.isEmpty || line.hasPrefix("#") {
                    if !paragraph.isEmpty { break }
                    continue
                }
                paragraph.append(line)
            }
            return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
        }.first ?? ""
        return intro.range(of: ". ").map { String(intro[..<$0.lowerBound]) + "." } ?? intro
    }

    /// How many of the page's exercise checks held, of how many.
    var checksHeld: (held: Int, of: Int) {
        var held = 0, all = 0
        for case .exercise(let exercise) in parts {
            all += exercise.checks.count
            held += exercise.checks.filter { $0.failure == nil }.count
        }
        return (held, all)
    }

    /// The index page for `pages`, each with the file it was written to (beside the index).
    public static func index(title: String, pages: [(file: String, page: WebPage)]) -> String {
        var items = ""
        for (file, page) in pages {
            let checks = page.checksHeld
            let counts = "\(page.turnCount) turns" + (checks.of > 0 ? ", exercise checks held: \(checks.held) of \(checks.of)" : "")
            items += "<li><a href=\"\(HTMLText.escape(file))\">" + HTMLText.inline(page.title, { _ in nil }) + "</a>"
                + "<p>" + HTMLText.inline(page.summary, { _ in nil }) + " <span class=\"meta\">(" + counts + ")</span></p></li>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="obsrepl \(ObsREPLVersion.current)">
            <title>\(HTMLText.escape(title))</title>
            <style>
            \(PageStyle.css)ul.tutorials { list-style: none; padding: 0; max-width: 46rem; } ul.tutorials li { margin: 0 0 18px; }
            ul.tutorials a { font-size: 1.1rem; font-weight: 600; color: var(--accent); } ul.tutorials p { margin: 2px 0; }
            </style>
            </head>
            <body>
            <header class="top">
            <h1>\(HTMLText.escape(title))</h1>
            <p class="meta">\(pages.count) tutorial\(pages.count == 1 ? "" : "s"), each played for real by obsrepl \(ObsREPLVersion.current): every turn with its output, screen and graph</p>
            </header>
            <main>
            <ul class="tutorials">
            \(items)</ul>
            </main>
            </body>
            </html>

            """
    }
}
