// Compiler test style: print of tuples
// Checks unlabeled, labeled and partially labeled tuples, nested tuples,
// tuples with strings (quoted), tuples in arrays, and the empty tuple.

let t1 = (1, 2)
print(t1)

let t2 = (x: 1, y: 2)
print(t2)

let t3 = (1, name: "bob")
print(t3)

let t4 = ("a", "b", "c")
print(t4)

let t5 = ((1, 2), (3, (4, 5)))
print(t5)

let t6 = (flag: true, ch: Character("z"), d: 2.5)
print(t6)

// Empty tuple.
let unit: () = ()
print(unit)

// Tuple in an array.
let pairs = [(1, "one"), (2, "two")]
print(pairs)

// Labeled tuples in an array.
let labeled: [(k: String, v: Int)] = [(k: "a", v: 1), (k: "b", v: 2)]
print(labeled)

// Tuple containing optionals.
let t7: (Int?, String?) = (nil, "s")
print(t7)

// Tuple containing an array and a dictionary with one entry.
let t8 = ([1, 2], ["k": 3])
print(t8)

// String(describing:) and interpolation.
print(String(describing: t2))
print("tuple: \(t3)")

// Tuple elements accessed by position and label.
print(t3.0, t3.name)
print(t2.x + t2.y)

// Swapping via tuple destructuring.
var (p, q) = (10, 20)
(p, q) = (q, p)
print((p, q))

// Returning a tuple from a function.
func minMax(_ xs: [Int]) -> (min: Int, max: Int) {
  var lo = xs[0]
  var hi = xs[0]
  for x in xs {
    if x < lo { lo = x }
    if x > hi { hi = x }
  }
  return (lo, hi)
}
let mm = minMax([3, 9, -1, 4])
print(mm)
print(mm.min, mm.max)

// Tuple holding a struct and an enum.
struct S { var a: Int }
enum E { case one, two(Int) }
print((S(a: 1), E.two(2), E.one))

// Tuple comparison result printing.
print((1, "a") < (1, "b"))
print((2, 3) == (2, 3))

// expect: (1, 2)
// expect: (x: 1, y: 2)
// expect: (1, name: "bob")
// expect: ("a", "b", "c")
// expect: ((1, 2), (3, (4, 5)))
// expect: (flag: true, ch: "z", d: 2.5)
// expect: ()
// expect: [(1, "one"), (2, "two")]
// expect: [(k: "a", v: 1), (k: "b", v: 2)]
// expect: (nil, Optional("s"))
// expect: ([1, 2], ["k": 3])
// expect: (x: 1, y: 2)
// expect: tuple: (1, name: "bob")
// expect: 1 bob
// expect: 3
// expect: (20, 10)
// expect: (min: -1, max: 9)
// expect: -1 9
// expect: (main.S(a: 1), main.E.two(2), main.E.one)
// expect: true
// expect: true
