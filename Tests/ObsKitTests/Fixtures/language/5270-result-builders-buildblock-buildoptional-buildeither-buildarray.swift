// Evolution proposal style (SE-0289): result builders with buildBlock, buildOptional, buildEither, buildArray, buildExpression
@resultBuilder
struct ListBuilder {
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildExpression(_ n: Int) -> [String] { ["#\(n)"] }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildOptional(_ p: [String]?) -> [String] { p ?? ["(none)"] }
    static func buildEither(first p: [String]) -> [String] { p }
    static func buildEither(second p: [String]) -> [String] { p.map { $0.uppercased() } }
    static func buildArray(_ ps: [[String]]) -> [String] { ps.flatMap { $0 } }
    static func buildFinalResult(_ p: [String]) -> String { p.joined(separator: " ") }
}
@ListBuilder func make(_ flag: Bool, _ n: Int) -> String {
    "start"
    42
    if flag { "flagged" }
    if n > 2 { "big" } else { "small" }
    for i in 0..<n { "i\(i)" }
    "end"
}
print(make(true, 3))
print(make(false, 1))
print(make(false, 0))
@resultBuilder
enum SumBuilder {
    static func buildBlock(_ xs: Int...) -> Int { xs.reduce(0, +) }
    static func buildLimitedAvailability(_ x: Int) -> Int { x }
}
func sum(@SumBuilder _ body: () -> Int) -> Int { body() }
print(sum { 1; 2; 3 })
print(sum { 10 })
struct Tag {
    let name: String
    let children: [Tag]
    init(_ name: String, @TagBuilder children: () -> [Tag] = { [] }) { self.name = name; self.children = children() }
    func render() -> String { children.isEmpty ? "<\(name)/>" : "<\(name)>" + children.map { $0.render() }.joined() + "</\(name)>" }
}
@resultBuilder
struct TagBuilder {
    static func buildBlock(_ tags: Tag...) -> [Tag] { tags }
}
let page = Tag("html") {
    Tag("head")
    Tag("body") { Tag("p"); Tag("p") }
}
print(page.render())
var trace: [String] = []
@ListBuilder func traced() -> String {
    "a"
    switch trace.count { case 0: "zero"; default: "many" }
}
print(traced())

// expect: start #42 flagged big i0 i1 i2 end
// expect: start #42 (none) SMALL i0 end
// expect: start #42 (none) SMALL end
// expect: 6
// expect: 10
// expect: <html><head/><body><p/><p/></body></html>
// expect: a zero
