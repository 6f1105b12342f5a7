// Compiler test style: closure default arguments, variadic closures and closure-returning helpers
// known-gap: error: 2827-closure-defaults-variadic.swift:36:7: error: closure expects 1 argument(s), got 4
func transform(_ xs: [Int], using f: (Int) -> Int = { $0 + 1 }) -> [Int] {
    xs.map(f)
}
print(transform([1, 2]))
print(transform([1, 2]) { $0 * 10 })

func runAll(_ steps: () -> String...) -> String {
    steps.map { $0() }.joined(separator: " > ")
}
print(runAll({ "a" }, { "b" }, { "c" }))
print(runAll())

func sumAll(_ fs: ((Int) -> Int)..., at x: Int) -> Int {
    fs.reduce(0) { $0 + $1(x) }
}
print(sumAll({ $0 }, { $0 * $0 }, { _ in 100 }, at: 3))

func adders(upTo n: Int) -> [(Int) -> Int] {
    var result: [(Int) -> Int] = []
    var acc = 0
    for i in 1...n {
        acc += i
        let snapshot = acc
        result.append { $0 + snapshot }
    }
    return result
}
print(adders(upTo: 4).map { $0(1000) })

func greet(_ name: String, punctuation: String = "!") -> String { "Hi \(name)\(punctuation)" }
let g: (String, String) -> String = greet
print(g("Al", "?"), greet("Bo"))
let variadicClosure: (Int...) -> Int = { $0.reduce(0, +) }
print(variadicClosure(1, 2, 3, 4))
// expect: [2, 3]
// expect: [10, 20]
// expect: a > b > c
// expect:
// expect: 112
// expect: [1001, 1003, 1006, 1010]
// expect: Hi Al? Hi Bo!
// expect: 10
