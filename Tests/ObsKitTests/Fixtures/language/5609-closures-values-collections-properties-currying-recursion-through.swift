// Compiler test style (closures): closures as values in collections and properties, currying, recursion through captured functions and self capture
struct Calculator {
    var ops: [String: (Int, Int) -> Int] = [
        "+": (+),
        "-": { $0 - $1 },
        "max": max,
    ]
    func apply(_ name: String, _ a: Int, _ b: Int) -> Int? { return ops[name].map { $0(a, b) } }
}
var calc = Calculator()
calc.ops["pow"] = { a, b in (0..<b).reduce(1) { acc, _ in acc * a } }
for name in calc.ops.keys.sorted() { print(name, calc.apply(name, 2, 5)!) }
print(calc.apply("?", 1, 1) as Any)

func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C { return { a in { b in f(a, b) } } }
let add = curry(+) as (Int) -> (Int) -> Int
let add5 = add(5)
print(add5(1), add(10)(20), [1, 2, 3].map(add(100)))

var fib: ((Int) -> Int)!
fib = { n in n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0..<10).map { fib($0) })

func memoize<T: Hashable, U>(_ f: @escaping ((T) -> U, T) -> U) -> (T) -> U {
    var cache: [T: U] = [:]
    var wrapped: ((T) -> U)!
    wrapped = { x in
        if let hit = cache[x] { return hit }
        let r = f(wrapped, x)
        cache[x] = r
        return r
    }
    return wrapped
}
var calls = 0
let slowSquareSum = memoize { (recur: (Int) -> Int, n: Int) -> Int in
    calls += 1
    return n == 0 ? 0 : n * n + recur(n - 1)
}
print(slowSquareSum(10), calls, slowSquareSum(12), calls)

class Counter {
    var count = 0
    lazy var increment: () -> Int = { [unowned self] in self.count += 1; return self.count }
    func makeAdder() -> (Int) -> Void { return { self.count += $0 } }
    deinit { print("counter deinit at", count) }
}
do {
    let c = Counter()
    _ = c.increment()
    _ = c.increment()
    c.makeAdder()(10)
    print(c.count)
}
let methodRef = String.uppercased
print(methodRef("abc")(), [("x", 2)].map { String(repeating: $0.0, count: $0.1) })
let sorters: [(Int, Int) -> Bool] = [(<), (>)]
print(sorters.map { [3, 1, 2].sorted(by: $0) })

// expect: + 7
// expect: - -3
// expect: max 5
// expect: pow 32
// expect: nil
// expect: 6 30 [101, 102, 103]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 385 11 650 13
// expect: 12
// expect: counter deinit at 12
// expect: ABC ["xx"]
// expect: [[1, 2, 3], [3, 2, 1]]
