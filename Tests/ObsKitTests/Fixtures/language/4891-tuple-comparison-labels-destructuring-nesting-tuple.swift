// Compiler test style (test/Interpreter/tuple_ops.swift): tuple comparison, labels, destructuring, nesting and tuple patterns
let t1 = (1, "b", 3.0)
let t2 = (1, "a", 4.0)
print(t1 < t2, t1 > t2, t1 == t2, t1 != t2)
print((1, 2) == (1, 2), (1, 2, 3, 4, 5, 6) < (1, 2, 3, 4, 5, 7))
print(("a", 1) <= ("a", 1), ("b", 0) >= ("a", 9))

let labeled = (x: 3, y: 4)
let unlabeled: (Int, Int) = labeled
print(labeled, unlabeled)
print(labeled.x, labeled.1, unlabeled.0)
let relabeled: (first: Int, second: Int) = (4, 5)
print(relabeled.first, relabeled)
print(labeled == (3, 4), labeled == (x: 3, y: 4))

var (a, b) = (10, 20)
(a, b) = (b, a)
print(a, b)
let (p, (q, r)) = (1, (2, 3))
print(p + q + r)
let (_, second, _) = ("skip", "keep", "skip")
print(second)

var nested = ((1, 2), (name: "n", values: [1, 2]))
nested.0.1 = 99
nested.1.values.append(3)
nested.1.name += "!"
print(nested)
print(nested.1.values.count, nested.0)

func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
  guard var lo = xs.first else { return nil }
  var hi = lo
  for x in xs.dropFirst() {
    if x < lo { lo = x }
    if x > hi { hi = x }
  }
  return (lo, hi)
}
if let mm = minMax([3, -1, 8, 2]) { print(mm.min, mm.max, mm) }
print(minMax([]) as Any)
if let (lo, hi) = minMax([5]) { print(lo, hi) }

func describe(_ t: (Int, Int)) -> String {
  switch t {
  case (0, 0): return "origin"
  case (let x, 0), (0, let x): return "axis \(x)"
  case let (x, y) where x == y: return "diagonal \(x)"
  case (..<0, _): return "left"
  case (_, 1...5): return "low"
  default: return "other \(t)"
  }
}
for t in [(0, 0), (5, 0), (0, -2), (3, 3), (-1, 9), (2, 4), (2, 40)] { print(describe(t)) }

let pairs = [(1, "one"), (2, "two"), (3, "three")]
for (n, name) in pairs where n != 2 { print(n, name) }
print(pairs.map { $0.1 }, pairs.map(\.0))
let sorted = [(2, "b"), (1, "z"), (2, "a"), (1, "a")].sorted { $0 < $1 }
print(sorted)

let single = (42)
print(single, type(of: single))
let void = ()
print(void, type(of: void))
let mixed: (Int, String?, [Double]) = (1, nil, [])
print(mixed)
debugPrint((1, "s", Character("c"), 2.5))
print(type(of: (a: 1, b: "x")), type(of: t1))
let anyTuple: Any = (1, "x")
if let (i, s) = anyTuple as? (Int, String) { print("cast", i, s) }
print(anyTuple is (Int, Int), anyTuple is (Int, String))
var counts = (hits: 0, misses: 0)
for v in [1, 0, 1, 1] { if v == 1 { counts.hits += 1 } else { counts.misses += 1 } }
print(counts)
func swapped<T, U>(_ t: (T, U)) -> (U, T) { (t.1, t.0) }
print(swapped((1, "one")), swapped(swapped((true, 2.5))))

// expect: false true false true
// expect: true true
// expect: true true
// expect: (x: 3, y: 4) (3, 4)
// expect: 3 4 3
// expect: 4 (first: 4, second: 5)
// expect: true true
// expect: 20 10
// expect: 6
// expect: keep
// expect: ((1, 99), (name: "n!", values: [1, 2, 3]))
// expect: 3 (1, 99)
// expect: -1 8 (min: -1, max: 8)
// expect: nil
// expect: 5 5
// expect: origin
// expect: axis 5
// expect: axis -2
// expect: diagonal 3
// expect: left
// expect: low
// expect: other (2, 40)
// expect: 1 one
// expect: 3 three
// expect: ["one", "two", "three"] [1, 2, 3]
// expect: [(1, "a"), (1, "z"), (2, "a"), (2, "b")]
// expect: 42 Int
// expect: () ()
// expect: (1, nil, [])
// expect: (1, "s", "c", 2.5)
// expect: (a: Int, b: String) (Int, String, Double)
// expect: cast 1 x
// expect: false true
// expect: (hits: 3, misses: 1)
// expect: ("one", 1) (true, 2.5)
