// Blog style (ranges and sequences): how ranges, slices and lazy values print
print(1...5)
print(0..<3)
print(..<4, 2...)
print("a"..."f")
print(stride(from: 0, to: 10, by: 3).map { $0 })
let arr = [10, 20, 30, 40]
print(arr[1...2])
print(arr.dropFirst())
print(Array(arr.reversed()))
print(arr.enumerated().map { "\($0.offset):\($0.element)" })
print(zip([1, 2], ["a", "b"]).map { "\($0)\($1)" })
print(Array(zip([1, 2], ["a", "b"])))
print((1...3).map { $0 * $0 })
print(Array(1...3).reduce(0, +))
let s = "hello world"
print(s.prefix(5), s.suffix(5))
print(s.split(separator: "o"))
print(Array(repeating: 0, count: 3))
debugPrint(1...2)
print(arr.firstIndex(of: 30) as Any)
print((0..<3).contains(3), (0...3).count)
// expect: 1...5
// expect: 0..<3
// expect: PartialRangeUpTo<Int>(upperBound: 4) PartialRangeFrom<Int>(lowerBound: 2)
// expect: a...f
// expect: [0, 3, 6, 9]
// expect: [20, 30]
// expect: [20, 30, 40]
// expect: [40, 30, 20, 10]
// expect: ["0:10", "1:20", "2:30", "3:40"]
// expect: ["1a", "2b"]
// expect: [(1, "a"), (2, "b")]
// expect: [1, 4, 9]
// expect: 6
// expect: hello world
// expect: ["hell", " w", "rld"]
// expect: [0, 0, 0]
// expect: ClosedRange(1...2)
// expect: Optional(2)
// expect: false 4
