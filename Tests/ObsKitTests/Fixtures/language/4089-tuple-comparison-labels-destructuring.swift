// Compiler test style: tuple comparison, labels and destructuring
print((1, 2) < (1, 3), (2, "a") > (1, "z"), (1, 2, 3) == (1, 2, 3))
print(("a", 1) <= ("a", 1), (3, 0) >= (3, 1))
let pt = (x: 3, y: 4)
print(pt.x, pt.0, pt.y, pt.1)
let (a, b) = pt
print(a + b)
let (_, yOnly) = pt
print(yOnly)
var swapMe = (1, 2)
swapMe = (swapMe.1, swapMe.0)
print(swapMe)
var p = 10, q = 20
(p, q) = (q, p)
print(p, q)
let nested = ((1, 2), (3, (4, 5)))
let ((n1, _), (n3, (n4, n5))) = nested
print(n1, n3, n4, n5, nested.1.1.0)
func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
  guard var lo = xs.first else { return nil }
  var hi = lo
  for x in xs { lo = Swift.min(lo, x); hi = Swift.max(hi, x) }
  return (lo, hi)
}
if let r = minMax([5, -2, 9, 0]) { print(r.min, r.max, r) }
print(minMax([]) == nil)
let labeled: (first: String, second: Int) = ("z", 26)
let unlabeled: (String, Int) = labeled
print(unlabeled, labeled)
let sorted = [(2, "b"), (1, "z"), (2, "a"), (1, "y")].sorted { $0 < $1 }
print(sorted)
for (i, (name, score)) in [("x", 1), ("y", 2)].enumerated() { print(i, name, score) }
print(type(of: pt))
// expect: true true true
// expect: true false
// expect: 3 3 4 4
// expect: 7
// expect: 4
// expect: (2, 1)
// expect: 20 10
// expect: 1 3 4 5 4
// expect: -2 9 (min: -2, max: 9)
// expect: true
// expect: ("z", 26) (first: "z", second: 26)
// expect: [(1, "y"), (1, "z"), (2, "a"), (2, "b")]
// expect: 0 x 1
// expect: 1 y 2
// expect: (x: Int, y: Int)
