// App code style: a tiny line-based markdown renderer over characters
enum Block: CustomStringConvertible {
    case heading(level: Int, text: String)
    case bullet(String)
    case paragraph(String)
    case rule
    case blank

    var description: String {
        switch self {
        case .heading(let l, let t): return "H\(l)<\(t)>"
        case .bullet(let t): return "LI<\(t)>"
        case .paragraph(let t): return "P<\(t)>"
        case .rule: return "HR"
        case .blank: return "BLANK"
        }
    }
}

func parseLine(_ line: Substring) -> Block {
    let trimmed = line.drop(while: { $0 == " " })
    if trimmed.isEmpty { return .blank }
    if trimmed.allSatisfy({ $0 == "-" }) && trimmed.count >= 3 { return .rule }
    if trimmed.first == "#" {
        let hashes = trimmed.prefix(while: { $0 == "#" })
        let rest = trimmed.dropFirst(hashes.count).drop(while: { $0 == " " })
        return .heading(level: hashes.count, text: String(rest))
    }
    if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
        return .bullet(String(trimmed.dropFirst(2)))
    }
    return .paragraph(String(trimmed))
}

func inline(_ text: String) -> String {
    var out = ""
    var bold = false
    var code = false
    var i = text.startIndex
    while i < text.endIndex {
        let c = text[i]
        let next = text.index(after: i)
        if c == "`" {
            out += code ? "</code>" : "<code>"
            code.toggle()
            i = next
        } else if !code && c == "*" && next < text.endIndex && text[next] == "*" {
            out += bold ? "</b>" : "<b>"
            bold.toggle()
            i = text.index(after: next)
        } else {
            out.append(c)
            i = next
        }
    }
    return out
}

let doc = """
# Title
Some **bold** text with `code`.

## List
- first **item**
* second item
---
   Trailing paragraph
"""

let blocks = doc.split(separator: "\n", omittingEmptySubsequences: false).map(parseLine)
print(blocks.map { $0.description }.joined(separator: " | "))

var html: [String] = []
var inList = false
for block in blocks {
    if case .bullet = block {
        if !inList { html.append("<ul>"); inList = true }
    } else if inList {
        html.append("</ul>")
        inList = false
    }
    switch block {
    case .heading(let l, let t): html.append("<h\(l)>\(inline(t))</h\(l)>")
    case .bullet(let t): html.append("  <li>\(inline(t))</li>")
    case .paragraph(let t): html.append("<p>\(inline(t))</p>")
    case .rule: html.append("<hr/>")
    case .blank: continue
    }
}
if inList { html.append("</ul>") }
for line in html { print(line) }

let headings = blocks.compactMap { b -> String? in
    if case let .heading(level, text) = b {
        return String(repeating: "  ", count: level - 1) + text
    }
    return nil
}
print(headings.joined(separator: "\n"))
print(inline("a `**not bold**` and **bold `code`**"))

// expect: H1<Title> | P<Some **bold** text with `code`.> | BLANK | H2<List> | LI<first **item**> | LI<second item> | HR | P<Trailing paragraph>
// expect: <h1>Title</h1>
// expect: <p>Some <b>bold</b> text with <code>code</code>.</p>
// expect: <h2>List</h2>
// expect: <ul>
// expect:   <li>first <b>item</b></li>
// expect:   <li>second item</li>
// expect: </ul>
// expect: <hr/>
// expect: <p>Trailing paragraph</p>
// expect: Title
// expect:   List
// expect: a <code>**not bold**</code> and <b>bold <code>code</code></b>
