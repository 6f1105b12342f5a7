// Compiler test style: lexicographic comparison of tuples
print((1, "b") < (1, "c"))
print((1, "b") < (0, "z"))
print((2, 3.5) == (2, 3.5))
print((1, 2, 3) <= (1, 2, 3), (1, 2, 3) < (1, 2, 3))
print((1, 2, 4) > (1, 2, 3))
print(("a", 1, true) == ("a", 1, true))
let people = [("Bob", 30), ("Alice", 30), ("Carol", 25)]
let sorted = people.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
print(sorted.map { $0.0 })
print((1, 2, 3, 4, 5, 6) < (1, 2, 3, 4, 5, 7))
let t1 = (x: 1, y: 2)
let t2 = (1, 3)
print(t1 < t2, t1 != t2)
print(("", 0) >= ("", 0))

// expect: true
// expect: false
// expect: true
// expect: true false
// expect: true
// expect: true
// expect: ["Carol", "Alice", "Bob"]
// expect: true
// expect: true true
// expect: true
