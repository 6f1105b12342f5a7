// Swift stdlib test style (Comparable/Equatable on tuples): tuple ==, <, <=, > lexicographic rules, sorting by tuple keys, and min/max of several values including Strings and Doubles
print((1, 2) == (1, 2), (1, 2) != (1, 3), (1, "a") == (1, "a"))
print((1, 2) < (1, 3), (1, 9) < (2, 0), (2, 0) < (1, 9), (1, 2) < (1, 2))
print((1, 2) <= (1, 2), (3, "b") > (3, "a"), ("x", 1, true) == ("x", 1, true))
print((1, 2, 3, 4, 5, 6) < (1, 2, 3, 4, 5, 7))
print((0.0, 1) == (-0.0, 1), (Double.nan, 1) == (Double.nan, 1), (Double.nan, 1) < (1.0, 2))

let version = (major: 5, minor: 9, patch: 2)
let required = (major: 5, minor: 10, patch: 0)
print(version < required, version >= (5, 9, 2), version.minor, required.major)

let versions = [(1, 2, 0), (1, 10, 0), (1, 2, 5), (0, 99, 99), (1, 2, 0)]
print(versions.sorted(by: <).map { "\($0.0).\($0.1).\($0.2)" })
print(versions.max(by: <).map { "\($0)" } ?? "none")

let students = [("lin", 88, 3), ("abe", 92, 1), ("kai", 88, 2), ("ida", 92, 4)]
let ranked = students.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
print(ranked.map(\.0))

print(min(3, 1, 2), max(3, 1, 2), min(5, 5), max(-1, -2, -3, -4))
print(min("pear", "apple", "fig"), max("pear", "apple", "fig"))
print(min(2.5, -0.5, 1.0), max(1e3, 999.9), max(Int8(3), 7))
print(min(Character("z"), Character("a")), max("Z", "a"))
print(min(1.0, .nan).isNaN, min(Double.nan, 1.0), max(.infinity, 0))

let a = [4, 9, 2], b = [7, 1, 8]
let elementwiseMax = zip(a, b).map { max($0, $1) }
let elementwiseMin = zip(a, b).map(min)
print(elementwiseMax, elementwiseMin)
print(Swift.max(a.min()!, b.min()!), [a.max()!, b.max()!].min()!)

func clamp<T: Comparable>(_ v: T, _ lo: T, _ hi: T) -> T { min(max(v, lo), hi) }
print(clamp(15, 0, 10), clamp(-3, 0, 10), clamp("m", "a", "f"), clamp(0.5, 0, 1))
let t1 = (name: "b", age: 3)
let t2 = ("b", 3)
print(t1 == t2, t1 < ("c", 0))

// expect: true true true
// expect: true true false false
// expect: true true true
// expect: true
// expect: true false false
// expect: true true 9 5
// expect: ["0.99.99", "1.2.0", "1.2.0", "1.2.5", "1.10.0"]
// expect: (1, 10, 0)
// expect: ["abe", "ida", "kai", "lin"]
// expect: 1 3 5 -1
// expect: apple pear
// expect: -0.5 1000.0 7
// expect: a a
// expect: false nan inf
// expect: [7, 9, 8] [4, 1, 2]
// expect: 2 8
// expect: 10 0 f 0.5
// expect: true true
