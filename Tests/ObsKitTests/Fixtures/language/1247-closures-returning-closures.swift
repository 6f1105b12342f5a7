// Closures: closures that build closures: currying, memoization with a captured cache, and a chain of validators.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func multiplier(_ factor: Int) -> (Int) -> Int { { $0 * factor } }
let double = multiplier(2), triple = multiplier(3)
print(double(21), triple(5), [1, 2, 3].map(multiplier(10)))
let add: (Int) -> (Int) -> Int = { a in { b in a + b } }
print(add(3)(4))
var computed = 0
func memoize(_ f: @escaping (Int) -> Int) -> (Int) -> Int {
    var cache: [Int: Int] = [:]
    return { n in
        if let hit = cache[n] { return hit }
        let value = f(n)
        cache[n] = value
        return value
    }
}
let slowSquare = memoize { n in computed += 1; return n * n }
print(slowSquare(9), slowSquare(9), slowSquare(4), "computed:", computed)
typealias Rule = (String) -> String?
func minLength(_ n: Int) -> Rule { { $0.count < n ? "shorter than \(n)" : nil } }
func mustContain(_ c: Character) -> Rule { { $0.contains(c) ? nil : "missing '\(c)'" } }
func all(_ rules: Rule...) -> (String) -> [String] { { input in rules.compactMap { $0(input) } } }
let checkPassword = all(minLength(6), mustContain("#"), mustContain("1"))
print(checkPassword("ab"))
print(checkPassword("abc#123"))
var fibCalls = 0
var fib: ((Int) -> Int)!
fib = memoize { n in
    fibCalls += 1
    return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(40), "calls:", fibCalls)
let pipeline: [(Int) -> Int] = [{ $0 + 1 }, double, { $0 - 3 }]
print(pipeline.reduce(5) { value, step in step(value) })

// expect: 42 15 [10, 20, 30]
// expect: 7
// expect: 81 81 16 computed: 2
// expect: ["shorter than 6", "missing \'#\'", "missing \'1\'"]
// expect: []
// expect: 102334155 calls: 41
// expect: 9
