// Compiler test style (result builders): buildOptional, buildIf-free if/else with buildEither, and switch inside a builder
@resultBuilder
struct Lines {
    static func buildBlock(_ parts: [String]...) -> [String] { return parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { return [s] }
    static func buildOptional(_ part: [String]?) -> [String] { return part ?? ["<none>"] }
    static func buildEither(first part: [String]) -> [String] { return part.map { "1:" + $0 } }
    static func buildEither(second part: [String]) -> [String] { return part.map { "2:" + $0 } }
}

@Lines func report(_ n: Int, verbose: Bool) -> [String] {
    "start"
    if verbose {
        "verbose on"
        "n = \(n)"
    }
    if n > 2 {
        "big"
    } else {
        "small"
    }
    switch n % 3 {
    case 0: "fizz"
    case 1: "one"
    default: "two"
    }
    if n == 0 {
        "zero"
    } else if n < 0 {
        "negative"
    } else {
        "positive"
    }
}
print(report(1, verbose: true))
print(report(3, verbose: false))
print(report(-5, verbose: false))
print(report(0, verbose: true))

@resultBuilder
struct OldStyle {
    static func buildBlock(_ parts: Int...) -> Int { return parts.reduce(0, +) }
    static func buildIf(_ v: Int?) -> Int { return v ?? -1 }
}
@OldStyle func score(_ bonus: Bool) -> Int {
    10
    20
    if bonus {
        100
    }
}
print(score(true), score(false))

@resultBuilder
struct Joined {
    static func buildBlock(_ parts: String...) -> String { return parts.joined(separator: " ") }
    static func buildEither(first: String) -> String { return first }
    static func buildEither(second: String) -> String { return second }
    static func buildOptional(_ s: String?) -> String { return s ?? "" }
}
func make(@Joined _ body: () -> String) -> String { return "[" + body() + "]" }
let flag = true
print(make { "a"; if flag { "b" } else { "c" }; if !flag { "d" } })
print(make { if flag { "x" }; "y" })

// expect: ["start", "verbose on", "n = 1", "2:small", "1:2:one", "2:positive"]
// expect: ["start", "<none>", "1:big", "1:1:fizz", "2:positive"]
// expect: ["start", "<none>", "2:small", "2:two", "1:2:negative"]
// expect: ["start", "verbose on", "n = 0", "2:small", "1:1:fizz", "1:1:zero"]
// expect: 130 29
// expect: [a b ]
// expect: [x y]
