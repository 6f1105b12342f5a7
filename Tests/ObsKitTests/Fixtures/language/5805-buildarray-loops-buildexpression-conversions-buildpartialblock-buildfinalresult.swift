// Compiler test style (result builders with loops and final results): buildArray for for-in loops, buildExpression conversions, buildPartialBlock and buildFinalResult
struct HTML: CustomStringConvertible {
    var parts: [String]
    var description: String { parts.joined() }
}
@resultBuilder
struct HTMLBuilder {
    static func buildExpression(_ s: String) -> [String] { [s.replacingAll("<", with: "&lt;")] }
    static func buildExpression(_ h: HTML) -> [String] { h.parts }
    static func buildExpression(_ n: Int) -> [String] { [String(n)] }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.enumerated().flatMap { i, p in ["<li\(i)>"] + p } }
    static func buildOptional(_ p: [String]?) -> [String] { p ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildFinalResult(_ parts: [String]) -> HTML { HTML(parts: parts) }
}
extension String {
    func replacingAll(_ a: Character, with b: String) -> String { map { $0 == a ? b : String($0) }.joined() }
}
func tag(_ name: String, @HTMLBuilder _ body: () -> HTML) -> HTML {
    HTML(parts: ["<\(name)>"] + body().parts + ["</\(name)>"])
}

let fruits = ["apple", "kiwi"]
let page = tag("ul") {
    for f in fruits {
        f
        f.count
    }
    "a<b"
}
print(page)
let nested = tag("div") {
    tag("p") { "one" }
    for i in 1...3 where i != 2 {
        if i == 1 { "first" } else { tag("b") { i } }
    }
}
print(nested)
print(tag("empty") { for _ in [Int]() { "x" } })

@resultBuilder
struct Concat {
    static func buildPartialBlock(first: String) -> String { first }
    static func buildPartialBlock(accumulated: String, next: String) -> String { accumulated + "-" + next }
    static func buildArray(_ xs: [String]) -> String { xs.joined(separator: ",") }
    static func buildFinalResult(_ s: String) -> String { "{" + s + "}" }
    static func buildFinalResult(_ s: String) -> Int { s.count }
}
func concat(@Concat _ f: () -> String) -> String { f() }
func length(@Concat _ f: () -> Int) -> Int { f() }
print(concat { "a"; "b"; "c" })
print(concat {
    "start"
    for n in 1...3 { String(n * n) }
    "end"
})
print(length { "abc"; "de" })

// expect: <ul><li0>apple5<li1>kiwi4a&lt;b</ul>
// expect: <div><p>one</p><li0>first<li1><b>3</b></div>
// expect: <empty></empty>
// expect: {a-b-c}
// expect: {start-1,4,9-end}
// expect: 6
