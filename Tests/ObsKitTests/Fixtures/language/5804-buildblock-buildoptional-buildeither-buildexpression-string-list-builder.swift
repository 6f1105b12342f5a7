// Compiler test style (result builders with conditionals): buildBlock, buildOptional, buildEither and buildExpression in a string-list builder
@resultBuilder
struct LinesBuilder {
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildExpression(_ n: Int) -> [String] { ["#\(n)"] }
    static func buildExpression(_ xs: [String]) -> [String] { xs }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? ["(none)"] }
    static func buildEither(first: [String]) -> [String] { first.map { "T:" + $0 } }
    static func buildEither(second: [String]) -> [String] { second.map { "F:" + $0 } }
}

func lines(@LinesBuilder _ make: () -> [String]) -> [String] { make() }

func report(verbose: Bool, count: Int, mode: String?) -> [String] {
    lines {
        "header"
        count
        if verbose {
            "verbose on"
            "details"
        }
        if count > 2 {
            "many"
        } else {
            "few"
        }
        if let m = mode {
            "mode " + m
        }
        switch count {
        case 0: "zero"
        case 1, 2: "small"
        default: "large"
        }
        ["tail1", "tail2"]
    }
}
print(report(verbose: true, count: 3, mode: "fast"))
print(report(verbose: false, count: 1, mode: nil))
print(report(verbose: false, count: 0, mode: "slow").count)

@resultBuilder
enum SumBuilder {
    static func buildBlock(_ xs: Int...) -> Int { xs.reduce(0, +) }
    static func buildOptional(_ x: Int?) -> Int { x ?? 0 }
    static func buildEither(first: Int) -> Int { first }
    static func buildEither(second: Int) -> Int { -second }
}
func sum(@SumBuilder _ f: () -> Int) -> Int { f() }
for flag in [true, false] {
    let v = sum {
        1
        2
        if flag { 10 }
        if flag { 100 } else { 1000 }
    }
    print(flag, v)
}

struct Menu {
    let items: [String]
    init(@LinesBuilder _ content: () -> [String]) { items = content() }
}
let hungry = false
let menu = Menu {
    "soup"
    if hungry { "steak" } else { "salad" }
    42
}
print(menu.items)

// expect: ["header", "#3", "verbose on", "details", "T:many", "mode fast", "F:large", "tail1", "tail2"]
// expect: ["header", "#1", "(none)", "F:few", "(none)", "T:F:small", "tail1", "tail2"]
// expect: 8
// expect: true 113
// expect: false -997
// expect: ["soup", "F:salad", "#42"]
