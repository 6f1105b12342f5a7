// markdown-lite-parser
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation
enum Block: Equatable {
    case heading(level: Int, text: String), paragraph(String), list([String]), code(String)
}
func parse(_ source: String) -> [Block] {
    var blocks: [Block] = []
    var listItems: [String] = [], paragraph: [String] = []
    var codeLines: [String]? = nil
    func flush() {
        if !listItems.isEmpty { blocks.append(.list(listItems)); listItems = [] }
        if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))); paragraph = [] }
    }
    for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
        let line = String(rawLine)
        if line.hasPrefix("```") {
            if let lines = codeLines { blocks.append(.code(lines.joined(separator: "\n"))); codeLines = nil }
            else { flush(); codeLines = [] }
            continue
        }
        if codeLines != nil { codeLines!.append(line); continue }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { flush(); continue }
        if trimmed.hasPrefix("#") {
            flush()
            let level = trimmed.prefix(while: { $0 == "#" }).count
            blocks.append(.heading(level: level, text: trimmed.dropFirst(level).trimmingCharacters(in: .whitespaces)))
        } else if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
            if !paragraph.isEmpty { flush() }
            listItems.append(String(trimmed.dropFirst(2)))
        } else {
            if !listItems.isEmpty { flush() }
            paragraph.append(trimmed)
        }
    }
    flush()
    return blocks
}
func inline(_ s: String) -> String {
    var out = "", bold = false
    var chars = Substring(s)
    while let c = chars.first {
        if chars.hasPrefix("**") {
            out += bold ? "</b>" : "<b>"
            bold.toggle()
            chars = chars.dropFirst(2)
        } else {
            out.append(c == "<" ? "&lt;" : String(c))
            chars = chars.dropFirst()
        }
    }
    return out
}
func render(_ b: Block) -> String {
    switch b {
    case let .heading(level, text): return "<h\(level)>\(inline(text))</h\(level)>"
    case .paragraph(let t): return "<p>\(inline(t))</p>"
    case .list(let items): return "<ul>" + items.map { "<li>\(inline($0))</li>" }.joined() + "</ul>"
    case .code(let c): return "<pre>\(c.replacingOccurrences(of: "<", with: "&lt;"))</pre>"
    }
}
let doc = """
# Release **notes**
Version 2 brings
a faster parser.

## Changes
- **new** tokenizer
- fixed a<b bug
* docs
```
let x = a < b
```
Thanks!
"""
let blocks = parse(doc)
print(blocks.count)
blocks.map(render).forEach { print($0) }
print(blocks.first == .heading(level: 1, text: "Release **notes**"))
// expect: 6
// expect: <h1>Release <b>notes</b></h1>
// expect: <p>Version 2 brings a faster parser.</p>
// expect: <h2>Changes</h2>
// expect: <ul><li><b>new</b> tokenizer</li><li>fixed a&lt;b bug</li><li>docs</li></ul>
// expect: <pre>let x = a &lt; b</pre>
// expect: <p>Thanks!</p>
// expect: true
