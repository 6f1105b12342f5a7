// App code style: markdown-ish text formatter producing plain text output
enum Block {
    case heading(level: Int, text: String)
    case paragraph(String)
    case bullet([String])
    case code([String])
    case rule
}

struct MarkdownParser {
    func parse(_ lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var bullets: [String] = []
        var code: [String]? = nil
        func flushBullets() {
            if !bullets.isEmpty { blocks.append(.bullet(bullets)); bullets = [] }
        }
        for line in lines {
            if line == "```" {
                if let c = code { blocks.append(.code(c)); code = nil } else { flushBullets(); code = [] }
                continue
            }
            if code != nil { code!.append(line); continue }
            if line.hasPrefix("- ") {
                bullets.append(String(line.dropFirst(2)))
                continue
            }
            flushBullets()
            if line.isEmpty { continue }
            if line == "---" { blocks.append(.rule); continue }
            let hashes = line.prefix(while: { $0 == "#" }).count
            if hashes > 0 {
                let text = line.dropFirst(hashes).drop(while: { $0 == " " })
                blocks.append(.heading(level: hashes, text: String(text)))
            } else {
                blocks.append(.paragraph(line))
            }
        }
        flushBullets()
        return blocks
    }
}

func inline(_ s: String) -> String {
    // **bold** -> UPPERCASE, `code` -> 'code'
    var out = ""
    var bold = false
    var chars = Substring(s)
    while let c = chars.first {
        if chars.hasPrefix("**") { bold.toggle(); chars = chars.dropFirst(2); continue }
        if c == "`" { out.append("'"); chars = chars.dropFirst(); continue }
        out += bold ? c.uppercased() : String(c)
        chars = chars.dropFirst()
    }
    return out
}

func render(_ blocks: [Block], width: Int = 24) -> [String] {
    var out: [String] = []
    for block in blocks {
        switch block {
        case let .heading(level, text):
            let t = inline(text)
            out.append(level == 1 ? t.uppercased() : t)
            out.append(String(repeating: level == 1 ? "=" : "-", count: t.count))
        case .paragraph(let p):
            var line = ""
            for word in inline(p).split(separator: " ") {
                if !line.isEmpty && line.count + 1 + word.count > width { out.append(line); line = "" }
                line += (line.isEmpty ? "" : " ") + word
            }
            if !line.isEmpty { out.append(line) }
        case .bullet(let items):
            for (i, item) in items.enumerated() { out.append("  \(i + 1)) " + inline(item)) }
        case .code(let lines):
            out += lines.map { "    | " + $0 }
        case .rule:
            out.append(String(repeating: "~", count: width))
        }
    }
    return out
}

let doc = """
# Release notes
Version **two** brings a faster `parser` and many small fixes for everyone.
## Changes
- Added `--watch` flag
- **Breaking**: removed legacy mode
---
```
let x = 1
print(x)
```
Thanks!
"""
let blocks = MarkdownParser().parse(doc.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
print("blocks:", blocks.count)
render(blocks).forEach { print($0) }
// expect: blocks: 7
// expect: RELEASE NOTES
// expect: =============
// expect: Version TWO brings a
// expect: faster 'parser' and many
// expect: small fixes for
// expect: everyone.
// expect: Changes
// expect: -------
// expect:   1) Added '--watch' flag
// expect:   2) BREAKING: removed legacy mode
// expect: ~~~~~~~~~~~~~~~~~~~~~~~~
// expect:     | let x = 1
// expect:     | print(x)
// expect: Thanks!
