// tuples
// expected output: swiftc 6.3.1 (Linux), run on this machine

func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for x in xs.dropFirst() {
        if x < lo { lo = x }
        if x > hi { hi = x }
    }
    return (lo, hi)
}

func divmod(_ a: Int, _ b: Int) -> (Int, Int) { (a / b, a % b) }

let r = minMax([8, -3, 14, 2])!
print(r, r.min, r.max, r.0, r.1)
print(minMax([]) as Any)
let (q, rem) = divmod(47, 5)
print(q, rem)
let (_, onlyRem) = divmod(9, 4)
print(onlyRem)
var a = 1, b = 2
(a, b) = (b, a)
print(a, b)
var arr = [5, 6, 7]
arr.swapAt(0, 2)
swap(&a, &b)
print(arr, a, b)
print((1, "b") < (1, "c"), (2, 0) > (1, 99), (1, 2, 3) == (1, 2, 3), ("a", 1) <= ("a", 1))
let people = [("Zed", 30), ("Amy", 30), ("Bob", 25)]
print(people.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map { $0.0 })
let labeled: (name: String, score: Double) = ("Eve", 9.5)
let unlabeled: (String, Double) = labeled
print(labeled.name, unlabeled.0, labeled)
let nested = ((1, 2), (x: 3, y: (4, 5)))
print(nested.1.y.1, nested.0.0 + nested.1.x, nested)
for (i, (name, age)) in people.enumerated() { print(i, name, age) }
let dict = ["one": 1, "two": 2, "three": 3]
for (k, v) in dict.sorted(by: { $0.value < $1.value }) { print(k, v) }
let zipped = zip(["a", "b", "c"], 1...).map { ($0, $1 * 10) }
print(zipped, zipped.map(\.1))
func apply(_ pair: (Int, Int), _ f: (Int, Int) -> Int) -> Int { f(pair.0, pair.1) }
print(apply((6, 7), *), apply((6, 7), -))
var t = (count: 0, total: 0.0)
for v in [2.5, 3.5, 4.0] { t.count += 1; t.total += v }
print(t, t.total / Double(t.count))
func makePoint(_ s: Int) -> (x: Int, y: Int, z: Int) { (s, s * 2, s * 3) }
for s in 0...2 {
    switch makePoint(s) {
    case (0, 0, 0): print("origin")
    case (_, 2, let z) where z > 2: print("y=2 high z", z)
    case let (x, y, z): print(x, y, z)
    }
}
let empty: () = ()
print(empty, type(of: empty), MemoryLayout<(Int8, Int64)>.size)
let tupleArray = [(1, "x"), (2, "y")]
let (nums, strs) = (tupleArray.map(\.0), tupleArray.map(\.1))
print(nums, strs)
let fn: (Int, Int) -> (sum: Int, product: Int) = { ($0 + $1, $0 * $1) }
let res = fn(3, 4)
print(res.sum, res.product, fn(0, 9))

// expect: (min: -3, max: 14) -3 14 -3 14
// expect: nil
// expect: 9 2
// expect: 1
// expect: 2 1
// expect: [7, 6, 5] 1 2
// expect: true true true true
// expect: ["Bob", "Amy", "Zed"]
// expect: Eve Eve (name: "Eve", score: 9.5)
// expect: 5 4 ((1, 2), (x: 3, y: (4, 5)))
// expect: 0 Zed 30
// expect: 1 Amy 30
// expect: 2 Bob 25
// expect: one 1
// expect: two 2
// expect: three 3
// expect: [("a", 10), ("b", 20), ("c", 30)] [10, 20, 30]
// expect: 42 -1
// expect: (count: 3, total: 10.0) 3.3333333333333335
// expect: origin
// expect: y=2 high z 3
// expect: 2 4 6
// expect: () () 16
// expect: [1, 2] ["x", "y"]
// expect: 7 12 (sum: 9, product: 0)
