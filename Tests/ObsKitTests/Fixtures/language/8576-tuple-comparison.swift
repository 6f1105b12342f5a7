// Q&A style (can I compare tuples with < and ==?): lexicographic tuple comparison up to 6 elements
print((1, "b") < (2, "a"))
print((1, "b") < (1, "c"))
print((3, 4) == (3, 4))
print((1, 2, 3) > (1, 2, 2))
print(("a", 1) <= ("a", 1))

// Sorting by version numbers represented as tuples.
let versions = [(1, 10, 0), (1, 2, 5), (2, 0, 0), (1, 2, 10)]
let sorted = versions.sorted { $0 < $1 }
print(sorted.map { "\($0.0).\($0.1).\($0.2)" })

// Labels are ignored by comparison operators.
let a = (major: 1, minor: 4)
let b = (1, 5)
print("labeled < unlabeled:", a < b)

// Comparison stops at the first difference.
var evaluated: [String] = []
func tracked(_ n: Int, _ tag: String) -> Int { evaluated.append(tag); return n }
let result = (tracked(1, "l0"), tracked(9, "l1")) < (tracked(2, "r0"), tracked(0, "r1"))
print(result, evaluated)

// Tuples of 7 elements can't be compared with ==; arrays can.
let seven = [1, 2, 3, 4, 5, 6, 7]
print(seven == [1, 2, 3, 4, 5, 6, 7])

// min/max with a tuple key.
let scores = [("kim", 90, 30), ("lee", 90, 25), ("max", 85, 20)]
let best = scores.max { ($0.1, -$0.2) < ($1.1, -$1.2) }!
print("best:", best.0)

// Switch on a tuple uses pattern matching, not ordering.
let pair = (2, "x")
switch pair {
case (1, _): print("starts with 1")
case (_, "x"): print("ends with x")
default: print("other")
}
print((1, "z") < (1, "zz"), (0, 5) > (-1, 9))

// expect: true
// expect: true
// expect: true
// expect: true
// expect: true
// expect: ["1.2.5", "1.2.10", "1.10.0", "2.0.0"]
// expect: labeled < unlabeled: true
// expect: true ["l0", "l1", "r0", "r1"]
// expect: true
// expect: best: lee
// expect: ends with x
// expect: true true
