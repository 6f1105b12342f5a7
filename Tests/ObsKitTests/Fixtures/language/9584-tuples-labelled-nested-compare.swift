// Tuples: labels, nested access, comparison operators, swapping, destructuring, tuple arrays
let p = (x: 3, y: -4)
print(p, p.x, p.1)
let unlabeled: (Int, Int) = p
print(unlabeled.0 + unlabeled.1)
let relabeled: (a: Int, b: Int) = (a: p.x, b: p.y)
print(relabeled)
print((1, 2) < (1, 3), (2, "a") < (1, "z"), (1, "b") > (1, "a"))
print((1, 2, 3) == (1, 2, 3), (1, 2) != (2, 1))
print((0.5, "x") <= (0.5, "x"), ("a", 2, true) == ("a", 2, true))
var a = (name: "left", n: 1)
var b = (name: "right", n: 2)
(a, b) = (b, a)
print(a.name, b.name)
swap(&a.n, &b.n)
print(a, b)
let nested = (id: 1, pos: (row: 2, col: (5, 6)))
print(nested.pos.col.1, nested.pos.row, nested.1.1.0)
let (id, (row, _)) = (nested.id, nested.pos)
print(id, row)
func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for x in xs.dropFirst() { lo = Swift.min(lo, x); hi = Swift.max(hi, x) }
    return (lo, hi)
}
if let mm = minMax([4, -2, 9, 0]) { print(mm.min, mm.max, mm) }
print(minMax([]) as Any)
var scores = [("cat", 3), ("ant", 3), ("bee", 1)]
scores.sort { ($0.1, $0.0) < ($1.1, $1.0) }
print(scores)
scores.sort { $0 > $1 }
print(scores.map { "\($0.0):\($0.1)" })
var t3 = (1, 2, 3)
t3.0 += 10
t3.2 *= t3.0
print(t3)
let empty: () = ()
print(empty, type(of: empty))
let single = (42)
print(single, type(of: single))
let fnTuple = (add: { (a: Int, b: Int) in a + b }, neg: { (a: Int) in -a })
print(fnTuple.add(2, 3), fnTuple.neg(7))
let arr = [(1, "one"), (2, "two")]
for (n, word) in arr { print(n, word) }
let d = Dictionary(uniqueKeysWithValues: arr)
print(d[2]!, d.count)
let zipped = Array(zip([1, 2, 3], "abc"))
print(zipped.map { "\($0)\($1)" })
print(type(of: p), type(of: nested))
let mixed = (1, (2.5, "s"), [3])
print(mixed)

// expect: (x: 3, y: -4) 3 -4
// expect: -1
// expect: (a: 3, b: -4)
// expect: true false true
// expect: true true
// expect: true true
// expect: right left
// expect: (name: "right", n: 1) (name: "left", n: 2)
// expect: 6 2 5
// expect: 1 2
// expect: -2 9 (min: -2, max: 9)
// expect: nil
// expect: [("bee", 1), ("ant", 3), ("cat", 3)]
// expect: ["cat:3", "bee:1", "ant:3"]
// expect: (11, 2, 33)
// expect: () ()
// expect: 42 Int
// expect: 5 -7
// expect: 1 one
// expect: 2 two
// expect: two 2
// expect: ["1a", "2b", "3c"]
// expect: (x: Int, y: Int) (id: Int, pos: (row: Int, col: (Int, Int)))
// expect: (1, (2.5, "s"), [3])
