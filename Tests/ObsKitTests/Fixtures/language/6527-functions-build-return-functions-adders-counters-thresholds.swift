// Functional Swift style (higher-order functions): functions that build and return functions — adders, counters, thresholds and function pipelines
func adder(_ n: Int) -> (Int) -> Int { { $0 + n } }
func multiplier(_ n: Int) -> (Int) -> Int { { $0 * n } }

func makeCounter(start: Int = 0, step: Int = 1) -> () -> Int {
    var value = start - step
    return {
        value += step
        return value
    }
}

func twice<A>(_ f: @escaping (A) -> A) -> (A) -> A { { f(f($0)) } }
func repeated<A>(_ n: Int, _ f: @escaping (A) -> A) -> (A) -> A {
    n == 0 ? { $0 } : { repeated(n - 1, f)(f($0)) }
}

func threshold<T: Comparable>(_ limit: T) -> (T) -> String {
    { $0 < limit ? "below" : ($0 == limit ? "at" : "above") }
}

func pipeline<A>(_ steps: [(A) -> A]) -> (A) -> A {
    steps.reduce({ $0 }) { acc, next in { next(acc($0)) } }
}

print(adder(5)(10), multiplier(3)(7))
print([1, 2, 3].map(adder(100)))

let c1 = makeCounter()
let c2 = makeCounter(start: 10, step: 5)
print(c1(), c1(), c2(), c1(), c2())

print(twice(adder(3))(1), twice(twice(multiplier(2)))(1))
print(repeated(5, { (s: String) in s + "!" })("hey"))
print(repeated(10, multiplier(2))(1))

let grade = threshold(50)
print([10, 50, 90].map(grade))
print(["apple", "mango", "zebra"].map(threshold("mango")))

let process = pipeline([adder(1), multiplier(10), adder(-3)])
print((1...4).map(process))

let ops: [(String, (Int) -> Int)] = [("inc", adder(1)), ("dbl", multiplier(2)), ("sq", { $0 * $0 })]
for (name, f) in ops { print(name, f(6), twice(f)(6)) }
let table = ops.map { $0.1 }.map { f in (1...3).map(f) }
print(table)

// expect: 15 21
// expect: [101, 102, 103]
// expect: 0 1 10 2 15
// expect: 7 16
// expect: hey!!!!!
// expect: 1024
// expect: ["below", "at", "above"]
// expect: ["below", "at", "above"]
// expect: [17, 27, 37, 47]
// expect: inc 7 8
// expect: dbl 12 24
// expect: sq 36 1296
// expect: [[2, 3, 4], [2, 4, 6], [1, 4, 9]]
