// Compiler test style (result builders): buildArray for loops, buildExpression overloads and buildFinalResult shaping the result
struct Item: CustomStringConvertible {
    let text: String
    let indent: Int
    var description: String { return String(repeating: "  ", count: indent) + text }
}

@resultBuilder
struct Outline {
    static func buildExpression(_ s: String) -> [Item] { return [Item(text: s, indent: 0)] }
    static func buildExpression(_ n: Int) -> [Item] { return [Item(text: "#\(n)", indent: 0)] }
    static func buildExpression(_ items: [Item]) -> [Item] { return items.map { Item(text: $0.text, indent: $0.indent + 1) } }
    static func buildExpression(_ v: Void) -> [Item] { return [] }
    static func buildBlock(_ parts: [Item]...) -> [Item] { return parts.flatMap { $0 } }
    static func buildArray(_ parts: [[Item]]) -> [Item] { return parts.flatMap { $0 } }
    static func buildOptional(_ p: [Item]?) -> [Item] { return p ?? [] }
    static func buildFinalResult(_ items: [Item]) -> String {
        return items.map { $0.description }.joined(separator: "\n")
    }
    static func buildFinalResult(_ items: [Item]) -> [Item] { return items }
}

func section(@Outline _ body: () -> [Item]) -> [Item] { return body() }
func document(@Outline _ body: () -> String) -> String { return body() }

var sideEffects = 0
let text = document {
    "Title"
    section {
        "Intro"
        42
    }
    for i in 1...3 {
        "step \(i)"
        if i == 2 {
            section { "detail of two" }
        }
    }
    sideEffects += 1
    for word in ["x", "y"] where word != "y" {
        word
    }
}
print(text)
print("side effects:", sideEffects)

@resultBuilder
struct Summer {
    static func buildBlock(_ parts: Int...) -> Int { return parts.reduce(0, +) }
    static func buildArray(_ parts: [Int]) -> Int { return parts.count * 1000 + parts.reduce(0, +) }
    static func buildExpression(_ d: Double) -> Int { return Int(d * 10) }
    static func buildExpression(_ i: Int) -> Int { return i }
    static func buildFinalResult(_ total: Int) -> String { return "total=\(total)" }
    static func buildFinalResult(_ total: Int) -> Int { return total }
}
@Summer var computed: String {
    1
    2.5
    for k in 0..<4 { k }
}
@Summer func numeric() -> Int {
    7
    for _ in 0..<2 { 1.0 }
}
print(computed, numeric())

// expect: Title
// expect:   Intro
// expect:   #42
// expect: step 1
// expect: step 2
// expect:   detail of two
// expect: step 3
// expect: x
// expect: side effects: 1
// expect: total=4032 2027
