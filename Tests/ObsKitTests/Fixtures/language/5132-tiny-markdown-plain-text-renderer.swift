// App code style: tiny markdown to plain text renderer
enum Block: CustomStringConvertible {
    case heading(level: Int, text: String)
    case bullet(String)
    case numbered(Int, String)
    case quote(String)
    case paragraph(String)
    case rule

    var description: String {
        switch self {
        case let .heading(level, text): return "H\(level)(\(text))"
        case .bullet(let t): return "LI(\(t))"
        case let .numbered(n, t): return "OL\(n)(\(t))"
        case .quote(let t): return "Q(\(t))"
        case .paragraph(let t): return "P(\(t))"
        case .rule: return "HR"
        }
    }
}

func stripInline(_ s: String) -> String {
    var out = ""
    for ch in s where ch != "*" && ch != "_" && ch != "`" {
        out.append(ch)
    }
    return out
}

func parseLine(_ raw: Substring) -> Block? {
    let line = raw.trimmingPrefix(" ")
    if line.isEmpty { return nil }
    if line.allSatisfy({ $0 == "-" }) && line.count >= 3 { return .rule }
    if line.hasPrefix("#") {
        let level = line.prefix(while: { $0 == "#" }).count
        return .heading(level: level, text: String(line.dropFirst(level)).trimmingPrefix(" ").description)
    }
    if line.hasPrefix("- ") || line.hasPrefix("* ") { return .bullet(stripInline(String(line.dropFirst(2)))) }
    if line.hasPrefix("> ") { return .quote(stripInline(String(line.dropFirst(2)))) }
    if let dot = line.firstIndex(of: "."), let n = Int(line[..<dot]) {
        return .numbered(n, stripInline(String(line[line.index(after: dot)...]).trimmingPrefix(" ").description))
    }
    return .paragraph(stripInline(String(line)))
}

func render(_ block: Block, width: Int) -> [String] {
    switch block {
    case .heading(1, let text):
        return [text.uppercased(), String(repeating: "=", count: text.count)]
    case .heading(_, let text):
        return [text, String(repeating: "-", count: text.count)]
    case .bullet(let t): return ["  • " + t]
    case let .numbered(n, t): return ["  \(n)) " + t]
    case .quote(let t): return ["  | " + t]
    case .rule: return [String(repeating: "~", count: width)]
    case .paragraph(let t):
        var lines: [String] = []
        var current = ""
        for word in t.split(separator: " ") {
            if current.count + word.count + 1 > width && !current.isEmpty {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

let source = """
# Release notes
This release brings **faster** sync, a _new_ settings screen and many small fixes.
## Changes
- Sync is `twice` as fast
- Settings redesigned
1. Update the app
2. Restart it
> Back up your data first.
---
Thanks for using the app!
"""

let blocks = source.split(separator: "\n", omittingEmptySubsequences: false).compactMap(parseLine)
print(blocks.map(\.description).joined(separator: " "))
for block in blocks {
    for line in render(block, width: 24) { print(line) }
}
let counts = blocks.reduce(into: [String: Int]()) { $0[String($1.description.prefix(1)), default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })

// expect: H1(Release notes) P(This release brings faster sync, a new settings screen and many small fixes.) H2(Changes) LI(Sync is twice as fast) LI(Settings redesigned) OL1(Update the app) OL2(Restart it) Q(Back up your data first.) HR P(Thanks for using the app!)
// expect: RELEASE NOTES
// expect: =============
// expect: This release brings
// expect: faster sync, a new
// expect: settings screen and many
// expect: small fixes.
// expect: Changes
// expect: -------
// expect:   • Sync is twice as fast
// expect:   • Settings redesigned
// expect:   1) Update the app
// expect:   2) Restart it
// expect:   | Back up your data first.
// expect: ~~~~~~~~~~~~~~~~~~~~~~~~
// expect: Thanks for using the
// expect: app!
// expect: [(key: "H", value: 3), (key: "L", value: 2), (key: "O", value: 2), (key: "P", value: 2), (key: "Q", value: 1)]
