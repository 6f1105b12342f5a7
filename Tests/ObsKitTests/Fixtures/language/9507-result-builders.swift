// Result builders: buildBlock/buildExpression, optionals, either branches, loops, availability-free limited builders (expected output from swiftc 6.3.1 on Linux)
@resultBuilder
struct LineBuilder {
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildExpression(_ n: Int) -> [String] { ["#\(n)"] }
    static func buildExpression(_ xs: [String]) -> [String] { xs }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? ["(skipped)"] }
    static func buildEither(first: [String]) -> [String] { first.map { "A:" + $0 } }
    static func buildEither(second: [String]) -> [String] { second.map { "B:" + $0 } }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.enumerated().flatMap { i, p in p.map { "\(i)." + $0 } } }
    static func buildFinalResult(_ lines: [String]) -> String { lines.joined(separator: " | ") }
}

func render(@LineBuilder _ body: () -> String) -> String { body() }

func report(verbose: Bool, mode: Int, items: [String]) -> String {
    render {
        "start"
        42
        if verbose {
            "details"
        }
        if mode == 0 {
            "zero"
        } else if mode == 1 {
            "one"
        } else {
            "many"
        }
        for it in items {
            it.uppercased()
        }
        ["tail1", "tail2"]
    }
}
print(report(verbose: true, mode: 0, items: ["x", "y"]))
print(report(verbose: false, mode: 1, items: []))
print(report(verbose: false, mode: 7, items: ["z"]))

@resultBuilder
enum SumBuilder {
    static func buildBlock(_ xs: Int...) -> Int { xs.reduce(0, +) }
    static func buildOptional(_ x: Int?) -> Int { x ?? 0 }
    static func buildEither(first: Int) -> Int { first }
    static func buildEither(second: Int) -> Int { -second }
}
@SumBuilder var computed: Int {
    1
    2
    if computedFlag { 100 }
    if computedFlag { 5 } else { 7 }
}
var computedFlag = false
print(computed)
computedFlag = true
print(computed)

struct Menu {
    let entries: [String]
    init(@LineBuilder _ make: () -> [String]) { entries = make() }
}
extension LineBuilder {
    static func buildFinalResult(_ lines: [String]) -> [String] { lines }
}
let menu = Menu {
    "soup"
    for (i, d) in ["tea", "juice"].enumerated() where i == 1 { d }
    7
}
print(menu.entries)

// expect: start | #42 | details | A:A:zero | 0.X | 1.Y | tail1 | tail2
// expect: start | #42 | (skipped) | A:B:one | tail1 | tail2
// expect: start | #42 | (skipped) | B:many | 0.Z | tail1 | tail2
// expect: -4
// expect: 108
// expect: ["soup", "0.juice", "#7"]
