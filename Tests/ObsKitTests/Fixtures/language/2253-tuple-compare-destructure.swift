// Compiler test style: tuple comparison operators, lexicographic ordering, destructuring and labeled tuples
let a = (1, "b", 3.5)
let b = (1, "c", 0.0)
print(a < b, a == b, a != b, (2, "a") > (1, "z"))
print((1, 2) <= (1, 2), (1, 2) >= (1, 3), ("x", true) == ("x", true))

var records = [(name: "cy", age: 30), (name: "al", age: 30), (name: "bo", age: 25)]
records.sort { ($0.age, $0.name) < ($1.age, $1.name) }
print(records.map { "\($0.name):\($0.age)" })

let (first, (second, third)) = (10, ("twenty", [30]))
print(first, second, third)

var (x, y) = (1, 2)
(x, y) = (y, x)
print(x, y)

func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for v in xs.dropFirst() { (lo, hi) = (Swift.min(lo, v), Swift.max(hi, v)) }
    return (lo, hi)
}
if let (lo, hi) = minMax([4, -2, 9, 3]) { print("range", lo, hi) }
if let r = minMax([7]) { print(r.min, r.max, r) }
print(minMax([]) == nil)

let pairs = [(1, "one"), (2, "two"), (3, "three")]
for (n, word) in pairs where n % 2 == 1 { print(n, word) }
let (_, ignored) = pairs[1]
print(ignored)

let labeled: (left: Int, right: Int) = (right: 5, left: 3)
print(labeled.left, labeled.right, labeled)
let unlabeled: (Int, Int) = labeled
print(unlabeled.0, unlabeled)
let nested = ((1, 2), (3, (4, 5)))
print(nested.1.1.0, nested)
print([(1, "z"), (1, "a"), (0, "q")].max { $0 < $1 }!)
// expect: true false true true
// expect: true false true
// expect: ["bo:25", "al:30", "cy:30"]
// expect: 10 twenty [30]
// expect: 2 1
// expect: range -2 9
// expect: 7 7 (min: 7, max: 7)
// expect: true
// expect: 1 one
// expect: 3 three
// expect: two
// expect: 3 5 (left: 3, right: 5)
// expect: 3 (3, 5)
// expect: 4 ((1, 2), (3, (4, 5)))
// expect: (1, "z")
