// Compiler test style: tuple labels, label-dropping conversions, comparison, nested destructuring and swapping
let point = (x: 3, y: -4)
print(point, point.x, point.1)

let unlabeled: (Int, Int) = point
print(unlabeled)
let relabeled: (a: Int, b: Int) = (a: point.x, b: point.y)
print(relabeled)

// Tuple comparison is lexicographic
print((1, 2) < (1, 3), (2, 0) > (1, 99), (1, "b") < (1, "a"), (1, 2, 3) == (1, 2, 3))
let pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
print(pairs.sorted { $0 < $1 })

// Nested destructuring
let record = (id: 7, info: (name: "Ada", tags: ["math", "code"]), score: (hi: 99.5, lo: 12.0))
let (id, (name, tags), (hi: high, lo: low)) = record
print(id, name, tags, high, low)

// Destructuring in for-in and closures
let entries: [(String, (Int, Int))] = [("a", (1, 2)), ("b", (3, 4))]
for (key, (l, r)) in entries {
    print(key, l + r)
}
print(entries.map { (k, v) in "\(k)=\(v.0 * v.1)" })

// Swap via tuples
var m = 1, n = 2, o = 3
(m, n, o) = (o, m, n)
print(m, n, o)

// Tuples as function return and pattern matching with where
func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for v in xs.dropFirst() { lo = Swift.min(lo, v); hi = Swift.max(hi, v) }
    return (lo, hi)
}
for xs in [[3, 9, -2, 5], [], [4]] {
    switch minMax(xs) {
    case nil: print("empty")
    case let (lo, hi)? where lo == hi: print("single", lo)
    case let r?: print("range", r.min, "...", r.max, "span", r.max - r.min)
    }
}

// Switch over tuple of values
func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "x-axis"
    case (0, _): return "y-axis"
    case let (a, b) where a == b: return "diagonal"
    case (-5...5, -5...5): return "near"
    default: return "far"
    }
}
print([(0, 0), (3, 0), (0, -1), (2, 2), (1, 4), (10, 1)].map(classify))

// Tuples holding closures and optional tuples
let ops: (add: (Int, Int) -> Int, neg: (Int) -> Int) = ({ $0 + $1 }, { -$0 })
print(ops.add(2, 3), ops.neg(4))
let maybe: (Int, String)? = (1, "one")
if let (num, word) = maybe { print(num, word) }
print(maybe.map { $0.1.count } as Any)
let empty: () = ()
print(empty)

// expect: (x: 3, y: -4) 3 -4
// expect: (3, -4)
// expect: (a: 3, b: -4)
// expect: true true false true
// expect: [(1, "a"), (1, "z"), (2, "a"), (2, "b")]
// expect: 7 Ada ["math", "code"] 99.5 12.0
// expect: a 3
// expect: b 7
// expect: ["a=2", "b=12"]
// expect: 3 1 2
// expect: range -2 ... 9 span 11
// expect: empty
// expect: single 4
// expect: ["origin", "x-axis", "y-axis", "diagonal", "near", "far"]
// expect: 5 -4
// expect: 1 one
// expect: Optional(3)
// expect: ()
