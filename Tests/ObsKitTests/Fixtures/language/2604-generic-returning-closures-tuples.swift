// Compiler test style: generic functions returning tuples and closures, with captured generic state
// known-gap: line 10: expected "(Int) -> Int", got "(Any) -> Any"
func minMax<T: Comparable>(_ xs: [T]) -> (min: T, max: T)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for x in xs.dropFirst() {
        if x < lo { lo = x }
        if x > hi { hi = x }
    }
    return (lo, hi)
}

func makeAccumulator<T>(_ initial: T, _ combine: @escaping (T, T) -> T) -> (T) -> T {
    var acc = initial
    return { x in
        acc = combine(acc, x)
        return acc
    }
}

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}

func splitter<T>(_ pred: @escaping (T) -> Bool) -> ([T]) -> (yes: [T], no: [T]) {
    { xs in (xs.filter(pred), xs.filter { !pred($0) }) }
}

func swapped<A, B>(_ t: (A, B)) -> (B, A) { (t.1, t.0) }

if let r = minMax([4, -2, 9, 0]) { print(r.min, r.max) }
print(minMax(["pear", "apple", "zoo"])!)
print(minMax([Double]()) == nil)
let add = makeAccumulator(0, +)
_ = add(5)
print(add(10))
let cat = makeAccumulator("", +)
_ = cat("a"); print(cat("b"))
let lenThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(lenThenDouble("hello"))
let parts = splitter { (x: Int) in x % 3 == 0 }([1, 3, 5, 6, 9])
print(parts.yes, parts.no)
print(swapped((1, "one")))
print(type(of: swapped((1, "one"))))
print(type(of: compose({ (x: Int) in "\(x)" }, { $0.count })))
// expect: -2 9
// expect: (min: "apple", max: "zoo")
// expect: true
// expect: 15
// expect: ab
// expect: 10
// expect: [3, 6, 9] [1, 5]
// expect: ("one", 1)
// expect: (String, Int)
// expect: (Int) -> Int
