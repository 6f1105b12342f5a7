// Compiler test style: tuples with labels, comparison, destructuring and shuffling
let point = (x: 3, y: 4)
print(point, point.x, point.1)
let (a, b) = point
print(a + b)
let (_, onlyY) = point
print(onlyY)
var pair = (1, "one")
pair.0 += 1
pair.1 = "two"
print(pair)
print((1, 2) < (1, 3), (2, "a") > (1, "z"), (1, 2, 3) == (1, 2, 3))
print(("a", 1) <= ("a", 1), (3, 3.5) != (3, 3.5))
func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard let f = xs.first else { return nil }
    return xs.dropFirst().reduce((min: f, max: f)) { (min($0.min, $1), max($0.max, $1)) }
}
if let r = minMax([5, -2, 9, 0]) { print(r.min, r.max, r) }
print(minMax([]) as Any)
var x = 1, y = 2
(x, y) = (y, x)
print(x, y)
let nested = ((1, 2), (3, (4, 5)))
let ((p, q), (r, (s, t))) = nested
print(p + q + r + s + t, nested.1.1.0)
let pairs = [(2, "b"), (1, "z"), (2, "a")]
print(pairs.sorted { $0 < $1 }.map { "\($0.0)\($0.1)" })
for (i, (n, str)) in pairs.enumerated() { print(i, n, str) }
let labeled: (first: String, second: String) = ("f", "s")
let unlabeled: (String, String) = labeled
print(unlabeled.0, labeled.second)
switch point {
case (0, _): print("on y axis")
case (let px, 4) where px > 0: print("y is 4, x =", px)
default: print("elsewhere")
}
print(type(of: point))

// expect: (x: 3, y: 4) 3 4
// expect: 7
// expect: 4
// expect: (2, "two")
// expect: true true true
// expect: true false
// expect: -2 9 (min: -2, max: 9)
// expect: nil
// expect: 2 1
// expect: 15 4
// expect: ["1z", "2a", "2b"]
// expect: 0 2 b
// expect: 1 1 z
// expect: 2 2 a
// expect: f s
// expect: y is 4, x = 3
// expect: (x: Int, y: Int)
