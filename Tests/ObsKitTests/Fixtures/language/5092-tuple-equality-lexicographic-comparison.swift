// Compiler test style (test/Interpreter/tuple_equality.swift): tuple equality and lexicographic comparison
print((1, 2) == (1, 2), (1, 2) != (1, 3))
print((1, "a") < (1, "b"), (2, "a") < (1, "z"), (1, "a") <= (1, "a"))
print((3, 4, 5) > (3, 4, 4), (3, 4, 5) >= (3, 5, 0))
print(("x", 1.5, true) == ("x", 1.5, true))
print((1, 2, 3, 4, 5, 6) == (1, 2, 3, 4, 5, 6))
print((1, 2, 3, 4, 5, 6) < (1, 2, 3, 4, 5, 7))

let empty1 = ()
let empty2 = ()
print(empty1 == empty2)

var pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a"), (0, "q")]
pairs.sort { $0 < $1 }
print(pairs)
pairs.sort(by: >)
print(pairs.map { "\($0.0)\($0.1)" }.joined(separator: ","))

let t: (x: Int, y: Int) = (x: 1, y: 2)
let u: (Int, Int) = (1, 2)
print(t == u)
let (a, b) = t
print(a, b, t.x, t.y, t.0)

var swapper = (left: "L", right: "R")
(swapper.left, swapper.right) = (swapper.right, swapper.left)
print(swapper)
print(swapper.left, swapper.right)

func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
  guard var lo = xs.first else { return nil }
  var hi = lo
  for x in xs { lo = Swift.min(lo, x); hi = Swift.max(hi, x) }
  return (lo, hi)
}
if let m = minMax([5, -3, 8, 0]) { print(m.min, m.max, m) }
print(minMax([]) == nil)

let nested = ((1, 2), (3, (4, 5)))
print(nested.1.1.0, nested)
print(nested.0 == (1, 2), nested.1.1 < (4, 6))
let maxT = [(1, 9), (3, 0), (3, -1), (2, 100)].max { $0 < $1 }!
print(maxT)

// expect: true true
// expect: true false true
// expect: true false
// expect: true
// expect: true
// expect: true
// expect: true
// expect: [(0, "q"), (1, "a"), (1, "z"), (2, "a"), (2, "b")]
// expect: 2b,2a,1z,1a,0q
// expect: true
// expect: 1 2 1 2 1
// expect: (left: "R", right: "L")
// expect: R L
// expect: -3 8 (min: -3, max: 8)
// expect: true
// expect: 4 ((1, 2), (3, (4, 5)))
// expect: true true
// expect: (3, 0)
