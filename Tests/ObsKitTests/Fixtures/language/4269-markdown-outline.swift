// App code style: parse a markdown-ish document into a numbered outline and a table of contents
enum Block: Equatable {
    case heading(level: Int, text: String)
    case bullet(depth: Int, text: String)
    case paragraph(String)
}

func slug(_ text: String) -> String {
    var out = ""
    var lastDash = true
    for ch in text.lowercased() {
        if ch.isLetter || ch.isNumber {
            out.append(ch)
            lastDash = false
        } else if !lastDash {
            out.append("-")
            lastDash = true
        }
    }
    return out.hasSuffix("-") ? String(out.dropLast()) : out
}

func parseBlocks(_ source: String) -> [Block] {
    var blocks: [Block] = []
    var paragraph: [String] = []
    func flush() {
        if !paragraph.isEmpty {
            blocks.append(.paragraph(paragraph.joined(separator: " ")))
            paragraph = []
        }
    }
    for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
        let line = String(rawLine)
        let indent = line.prefix { $0 == " " }.count
        let body = line.dropFirst(indent)
        if body.isEmpty {
            flush()
        } else if body.hasPrefix("#") {
            flush()
            let level = body.prefix { $0 == "#" }.count
            let text = body.dropFirst(level).drop { $0 == " " }
            blocks.append(.heading(level: min(level, 3), text: String(text)))
        } else if body.hasPrefix("- ") || body.hasPrefix("* ") {
            flush()
            blocks.append(.bullet(depth: indent / 2, text: String(body.dropFirst(2))))
        } else {
            paragraph.append(String(body))
        }
    }
    flush()
    return blocks
}

struct Outline {
    private var counters = [0, 0, 0]
    private(set) var toc: [String] = []

    mutating func number(level: Int) -> String {
        counters[level - 1] += 1
        for i in level..<counters.count { counters[i] = 0 }
        return counters[..<level].map(String.init).joined(separator: ".")
    }

    mutating func render(_ blocks: [Block]) -> [String] {
        var lines: [String] = []
        for block in blocks {
            switch block {
            case let .heading(level, text):
                let n = number(level: level)
                let indent = String(repeating: "  ", count: level - 1)
                toc.append("\(indent)\(n) \(text) (#\(slug(text)))")
                lines.append("\(indent)\(n) \(text.uppercased())")
            case let .bullet(depth, text):
                lines.append(String(repeating: "  ", count: depth + 2) + (depth == 0 ? "• " : "◦ ") + text)
            case .paragraph(let text):
                let words = text.split(separator: " ").count
                let preview = text.count > 32 ? text.prefix(29) + "..." : Substring(text)
                lines.append("    ¶ \(preview) [\(words) words]")
            }
        }
        return lines
    }
}

let doc = """
# Release Notes
Version 3.2 brings offline mode,
faster sync and many fixes.

## New Features
- Offline mode
  - Read articles without a connection
  - Queue edits for later
- Widgets for the home screen
## Fixes
* Crash when rotating on iPad
### Sync & Storage
Sync now retries with backoff.
# Known Issues!!
- Dark-mode icons look dim
#### Deep heading
"""

let blocks = parseBlocks(doc)
print("blocks: \(blocks.count)")
var outline = Outline()
for line in outline.render(blocks) { print(line) }
print("--- Table of contents ---")
outline.toc.forEach { print($0) }
let headings = blocks.filter { if case .heading = $0 { return true } else { return false } }
print("headings: \(headings.count), bullets: \(blocks.filter { if case .bullet = $0 { return true }; return false }.count)")
print(slug("  Hello, World -- Swift 6!  "))

// expect: blocks: 14
// expect: 1 RELEASE NOTES
// expect:     ¶ Version 3.2 brings offline mo... [10 words]
// expect:   1.1 NEW FEATURES
// expect:     • Offline mode
// expect:       ◦ Read articles without a connection
// expect:       ◦ Queue edits for later
// expect:     • Widgets for the home screen
// expect:   1.2 FIXES
// expect:     • Crash when rotating on iPad
// expect:     1.2.1 SYNC & STORAGE
// expect:     ¶ Sync now retries with backoff. [5 words]
// expect: 2 KNOWN ISSUES!!
// expect:     • Dark-mode icons look dim
// expect:     2.0.1 DEEP HEADING
// expect: --- Table of contents ---
// expect: 1 Release Notes (#release-notes)
// expect:   1.1 New Features (#new-features)
// expect:   1.2 Fixes (#fixes)
// expect:     1.2.1 Sync & Storage (#sync-storage)
// expect: 2 Known Issues!! (#known-issues)
// expect:     2.0.1 Deep heading (#deep-heading)
// expect: headings: 6, bullets: 6
// expect: hello-world-swift-6
