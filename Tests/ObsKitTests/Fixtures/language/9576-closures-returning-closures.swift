// Closures that return closures: currying, composition, counters with independent state
func adder(_ n: Int) -> (Int) -> Int { { $0 + n } }
func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C { { a in { b in f(a, b) } } }
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
func makeCounter(step: Int) -> (increment: () -> Int, reset: () -> Void) {
    var count = 0
    return ({ count += step; return count }, { count = 0 })
}
func memoize(_ f: @escaping (Int) -> Int) -> (Int) -> Int {
    var cache: [Int: Int] = [:]
    var misses = 0
    return { x in
        if let v = cache[x] { return v }
        misses += 1
        let v = f(x)
        cache[x] = v
        print("  miss #\(misses) for \(x)")
        return v
    }
}

let add5 = adder(5)
print(add5(10), adder(-3)(3))
let mul = curry { (a: Int, b: Int) in a * b }
let triple = mul(3)
print(triple(7), mul(2)(mul(4)(5)))
let strJoin = curry { (a: String, b: String) in a + "-" + b }
print(["x", "y"].map(strJoin("pre")))
let addThenDouble = compose(add5, { $0 * 2 })
let doubleThenAdd = compose({ (x: Int) in x * 2 }, add5)
print(addThenDouble(1), doubleThenAdd(1))
let toText = compose(addThenDouble, { "<\($0)>" })
print(toText(0))

let c1 = makeCounter(step: 1)
let c2 = makeCounter(step: 10)
print(c1.increment(), c1.increment(), c2.increment(), c1.increment())
c1.reset()
print(c1.increment(), c2.increment())

let slowSquare = memoize { $0 * $0 }
print(slowSquare(4))
print(slowSquare(4))
print(slowSquare(5))

var pipeline: [(Int) -> Int] = []
for i in 1...3 { pipeline.append { $0 * 10 + i } }
print(pipeline.reduce(0) { acc, f in f(acc) })
let chained = pipeline.reduce({ (x: Int) in x }) { acc, f in compose(acc, f) }
print(chained(9))
let nested: () -> () -> () -> String = { { { "deep" } } }
print(nested()()())
let selectors: [String: (Int, Int) -> Int] = ["max": max, "min": min, "sum": (+)]
for key in selectors.keys.sorted() { print(key, selectors[key]!(3, 8)) }

// expect: 15 0
// expect: 21 40
// expect: ["pre-x", "pre-y"]
// expect: 12 7
// expect: <10>
// expect: 1 2 10 3
// expect: 1 20
// expect:   miss #1 for 4
// expect: 16
// expect: 16
// expect:   miss #2 for 5
// expect: 25
// expect: 123
// expect: 9123
// expect: deep
// expect: max 8
// expect: min 3
// expect: sum 11
