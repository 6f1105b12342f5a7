// Swift compiler execution test style (tuple comparison): == and < on tuples up to arity 6, lexicographic ordering, sorting by tuple keys and tuples in switch with ranges
print((1, 2) == (1, 2), (1, 2) != (1, 3), (1, "a") < (1, "b"), (2, "a") < (1, "z"))
print((1, 2, 3) < (1, 2, 4), (1, 2, 3) <= (1, 2, 3), (3, 0) > (2, 99), (0, 0) >= (0, 1))
print((1, 2, 3, 4, 5, 6) == (1, 2, 3, 4, 5, 6), (1, 2, 3, 4, 5, 6) < (1, 2, 3, 4, 5, 7))
print(("a", 1.5, true) == ("a", 1.5, true), (x: 1, y: 2) == (1, 2))
let people = [("bob", 25), ("ann", 30), ("cat", 25), ("dan", 30), ("abe", 25)]
print(people.sorted { ($0.1, $0.0) < ($1.1, $1.0) })
print(people.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.map { $0.0 })
print(people.min { $0 < $1 }!, people.max { $0 < $1 }!)
func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "x-axis"
    case (0, _): return "y-axis"
    case (-5...5, -5...5): return "near"
    case let (x, y) where x == y: return "diagonal"
    case let (x, y) where x == -y: return "anti-diagonal"
    default: return "far"
    }
}
print([(0, 0), (4, 0), (0, -2), (3, 3), (9, 9), (9, -9), (10, 2)].map(classify))
let versions = [(1, 2, 0), (1, 10, 1), (1, 2, 10), (0, 9, 9)]
print(versions.sorted(by: <), versions.max(by: <)!)
let grid = [(r: 1, c: 2), (r: 0, c: 5), (r: 1, c: 0)]
print(grid.sorted { ($0.r, $0.c) < ($1.r, $1.c) }.map { "\($0.r)\($0.c)" })
var seen: [String] = []
for a in 0..<3 {
    for b in 0..<3 where (a, b) < (1, 1) || (a, b) > (1, 1) && (a, b) <= (2, 0) {
        seen.append("\(a)\(b)")
    }
}
print(seen)
let key = ("k", 3)
switch key {
case ("k", 1...2): print("low k")
case ("k", let n): print("k with", n)
default: print("other")
}
print(((1, 2), 3).0 == (1, 2) ? "nested ok" : "no")

// expect: true true true false
// expect: true true true false
// expect: true true
// expect: true true
// expect: [("abe", 25), ("bob", 25), ("cat", 25), ("ann", 30), ("dan", 30)]
// expect: ["ann", "dan", "abe", "bob", "cat"]
// expect: ("abe", 25) ("dan", 30)
// expect: ["origin", "x-axis", "y-axis", "near", "diagonal", "anti-diagonal", "far"]
// expect: [(0, 9, 9), (1, 2, 0), (1, 2, 10), (1, 10, 1)] (1, 10, 1)
// expect: ["05", "10", "12"]
// expect: ["00", "01", "02", "10", "12", "20"]
// expect: k with 3
// expect: nested ok
