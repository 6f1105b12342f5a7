// Execution-test style: tuples in small cases: labels kept and dropped, shuffling, nesting, comparison, as values and in arrays.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let t = (1, "a")
let l = (x: 1, y: "a")
print(t, l, t.0, l.x, l.1)
let unlabeled: (Int, String) = l
let relabeled: (a: Int, b: String) = t
print(unlabeled, relabeled, relabeled.a)
var m = (count: 0, name: "m")
m.count += 5
m.name.append("!")
print(m)
m = (count: 1, name: "n")
print(m.count, m.name)
let nested = (1, (2, (3, 4)))
print(nested.1.1.0, nested)
let (a, (b, (c, d))) = nested
print(a + b + c + d)
print((1, 2) == (1, 2), (1, 2) < (1, 3), ("b", 0) > ("a", 9), (1, 2, 3) != (1, 2, 4))
func pair() -> (min: Int, max: Int) { (min: 1, max: 9) }
print(pair(), pair().max - pair().min)
let points = [(x: 1, y: 2), (x: 3, y: 1)]
print(points.map { $0.x + $0.y }, points.sorted { $0.y < $1.y }.map(\.x), points.max { $0.y < $1.y }!)
let empty: () = ()
print(empty, type(of: empty))
let single = (5)
print(single + 1, type(of: single))
var swapMe = (1, 2)
swapMe = (swapMe.1, swapMe.0)
print(swapMe)
let mixed: (Int, Double, String, Bool, [Int], Int?) = (1, 2.0, "s", true, [3], nil)
print(mixed)
let dictEntries = ["k": 1].map { ($0.key, $0.value) }
print(dictEntries, dictEntries[0].0)
let closures: (add: (Int) -> Int, neg: (Int) -> Int) = ({ $0 + 1 }, { -$0 })
print(closures.add(1), closures.neg(5))

// expect: (1, "a") (x: 1, y: "a") 1 1 a
// expect: (1, "a") (a: 1, b: "a") 1
// expect: (count: 5, name: "m!")
// expect: 1 n
// expect: 3 (1, (2, (3, 4)))
// expect: 10
// expect: true true true true
// expect: (min: 1, max: 9) 8
// expect: [3, 4] [3, 1] (x: 1, y: 2)
// expect: () ()
// expect: 6 Int
// expect: (2, 1)
// expect: (1, 2.0, "s", true, [3], nil)
// expect: [("k", 1)] k
// expect: 2 -5
