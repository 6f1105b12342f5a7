// Compiler test style: labeled and nested tuples, tuple comparison, swapping and destructuring
let point = (x: 3, y: -4)
print(point.x, point.y, point.0, point.1)
print(point)

let nested = (name: "box", size: (w: 2, h: 5), tags: ("a", "b"))
print(nested.size.w * nested.size.h, nested.tags.1)
print(nested)

let (name, (w, h), _) = nested
print(name, w, h)

var a = 1, b = 2, c = 3
(a, b, c) = (c, a, b)
print(a, b, c)
swap(&a, &c)
print(a, b, c)

var arr = [10, 20, 30, 40]
arr.swapAt(0, 3)
(arr[1], arr[2]) = (arr[2], arr[1])
print(arr)

print((1, 2) < (1, 3), (1, "b") < (1, "a"), (2, 0) > (1, 99))
print((1, 2, 3) == (1, 2, 3), ("x", 1) != ("x", 2))
print((3, "z") <= (3, "z"), (0, 0, 1) >= (0, 0, 2))

let records = [(name: "cy", score: 9), (name: "al", score: 9), (name: "bo", score: 7)]
let sorted = records.sorted { ($1.score, $0.name) < ($0.score, $1.name) }
print(sorted.map { "\($0.name):\($0.score)" })

func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for x in xs.dropFirst() {
        (lo, hi) = (Swift.min(lo, x), Swift.max(hi, x))
    }
    return (lo, hi)
}
if let mm = minMax([5, -2, 9, 0]) {
    print("min \(mm.min) max \(mm.max)")
}
print(minMax([]) == nil)

let unlabeled: (Int, Int) = point
print(unlabeled)
var relabeled: (first: Int, second: Int) = (1, 2)
relabeled.second += 40
print(relabeled)

for (i, (k, v)) in [("a", 1), ("b", 2)].enumerated() {
    print(i, k, v)
}
let single = (42)
print(single, type(of: single))
let empty = ()
print(empty)

// expect: 3 -4 3 -4
// expect: (x: 3, y: -4)
// expect: 10 b
// expect: (name: "box", size: (w: 2, h: 5), tags: ("a", "b"))
// expect: box 2 5
// expect: 3 1 2
// expect: 2 1 3
// expect: [40, 30, 20, 10]
// expect: true false true
// expect: true true
// expect: true false
// expect: ["al:9", "cy:9", "bo:7"]
// expect: min -2 max 9
// expect: true
// expect: (3, -4)
// expect: (first: 1, second: 42)
// expect: 0 a 1
// expect: 1 b 2
// expect: 42 Int
// expect: ()
