// Language Reference style (attributes): @resultBuilder with buildBlock, buildOptional, buildEither, buildArray, buildExpression and buildFinalResult
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
    n
    if flag { "flagged" }
    if n > 2 { "big" } else { "small" }
    for i in 0..<n { "i\(i)" }
    "end"
}
print(make(true, 3))
print(make(false, 1))

func render(@ListBuilder _ body: () -> String) -> String { "[" + body() + "]" }
print(render { "a"; 1; "b" })
let choice = 2
print(render {
    switch choice {
    case 1: "one"
    default: "other"
    }
    if let x = Optional(5) { x }
})

@resultBuilder
enum SumBuilder {
    static func buildBlock(_ xs: Int...) -> Int { xs.reduce(0, +) }
    static func buildLimitedAvailability(_ x: Int) -> Int { x }
}
@SumBuilder var total: Int {
    1
    2
    3
}
print(total)
struct Page {
    let lines: String
    init(@ListBuilder content: () -> String) { lines = content() }
}
print(Page { "title"; for w in ["x", "y"] { w } }.lines)
@resultBuilder
struct Pairs {
    static func buildPartialBlock(first: Int) -> [Int] { [first] }
    static func buildPartialBlock(accumulated: [Int], next: Int) -> [Int] { accumulated + [next * 10] }
}
@Pairs func partial() -> [Int] { 1; 2; 3 }
print(partial())

// expect: start #3 flagged big i0 i1 i2 end
// expect: start #1 (none) SMALL i0 end
// expect: [a #1 b]
// expect: [OTHER #5]
// expect: 6
// expect: title x y
// expect: [1, 20, 30]
