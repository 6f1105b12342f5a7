// Ranges: printing, contains, count, clamping, iteration, slicing
let r = 1...5
let h = 0..<3
print(r)
print(h)
print(r.contains(5), h.contains(3))
print(r.count, h.count)
print(r.lowerBound, r.upperBound)
print(Array(h))
print((1...4).map { $0 * $0 })
print((0..<0).isEmpty)
let arr = ["a", "b", "c", "d", "e"]
print(arr[1..<3])
print(arr[2...])
print(arr[..<2])
print((1...10).filter { $0 % 3 == 0 })
print((1...10).reduce(0, +))
print(h ~= 2)

// expect: 1...5
// expect: 0..<3
// expect: true false
// expect: 5 3
// expect: 1 5
// expect: [0, 1, 2]
// expect: [1, 4, 9, 16]
// expect: true
// expect: ["b", "c"]
// expect: ["c", "d", "e"]
// expect: ["a", "b"]
// expect: [3, 6, 9]
// expect: 55
// expect: true
