// result builder style (attributed text): styled runs composed by a builder with buildExpression overloads, buildFinalResult, and modifiers in a protocol extension
enum Style: String { case bold = "*", italic = "_", code = "`" }

struct Run: CustomStringConvertible {
    var text: String
    var styles: [Style] = []
    var description: String {
        styles.reduce(text) { acc, s in s.rawValue + acc + s.rawValue }
    }
}

protocol TextComponent {
    var runs: [Run] { get }
}
extension Run: TextComponent { var runs: [Run] { [self] } }
extension String: TextComponent { var runs: [Run] { [Run(text: self)] } }
struct Paragraph: TextComponent, CustomStringConvertible {
    let runs: [Run]
    var description: String { runs.map(\.description).joined() }
}

extension TextComponent {
    func styled(_ style: Style) -> Paragraph {
        Paragraph(runs: runs.map { var r = $0; r.styles.append(style); return r })
    }
    var bold: Paragraph { styled(.bold) }
    var italic: Paragraph { styled(.italic) }
}

@resultBuilder
struct TextBuilder {
    static func buildExpression(_ s: String) -> [Run] { [Run(text: s)] }
    static func buildExpression(_ c: some TextComponent) -> [Run] { c.runs }
    static func buildExpression(_ n: Int) -> [Run] { [Run(text: String(n), styles: [.code])] }
    static func buildBlock(_ parts: [Run]...) -> [Run] { parts.flatMap { $0 } }
    static func buildOptional(_ p: [Run]?) -> [Run] { p ?? [] }
    static func buildEither(first p: [Run]) -> [Run] { p }
    static func buildEither(second p: [Run]) -> [Run] { p }
    static func buildArray(_ ps: [[Run]]) -> [Run] {
        var out: [Run] = []
        for (i, p) in ps.enumerated() {
            if i > 0 { out.append(Run(text: ", ")) }
            out += p
        }
        return out
    }
    static func buildFinalResult(_ runs: [Run]) -> Paragraph {
        var merged: [Run] = []
        for r in runs where !r.text.isEmpty {
            if let last = merged.last, last.styles == r.styles { merged[merged.count - 1].text += r.text } else { merged.append(r) }
        }
        return Paragraph(runs: merged)
    }
}

func text(@TextBuilder _ body: () -> Paragraph) -> Paragraph { body() }

let unread = 3
let names = ["Ann", "Bo"]
let summary = text {
    "You have "
    unread
    " new "
    if unread == 1 { "message" } else { "messages" }
    " from "
    for n in names { Run(text: n).bold }
    if unread > 2 { "!".italic }
    "."
    ""
}
print(summary)
print(summary.runs.count, summary.runs.map { $0.styles.map(\.rawValue).joined() })
print(text { "plain "; "joined" }.runs.count)
print(text { "x".bold.italic }, Run(text: "y", styles: [.code, .bold]))

// expect: You have `3` new messages from *Ann*, *Bo*_!_.
// expect: 8 ["", "`", "", "*", "", "*", "_", ""]
// expect: 1
// expect: _*x*_ *`y`*
