// Compiler test style: printing ranges, partial ranges and strides
print(1..<3)
print(1...3)
print(0.5..<2.0)
print(...5)
print(5...)
print(..<Int8(9))
print(stride(from: 0, to: 10, by: 3))
print(stride(from: 0.0, through: 1.0, by: 0.5))
print(type(of: 1...3), type(of: 1..<3), type(of: ...3))
print((Int8.min...Int8.max).count, (UInt8(0)...255).count)
print((0..<0).isEmpty, (0...0).isEmpty, (3..<5).count)
debugPrint(1..<3, "x", 1.5, Float(2))

// expect: 1..<3
// expect: 1...3
// expect: 0.5..<2.0
// expect: PartialRangeThrough<Int>(upperBound: 5)
// expect: PartialRangeFrom<Int>(lowerBound: 5)
// expect: PartialRangeUpTo<Int8>(upperBound: 9)
// expect: Swift.StrideTo<Swift.Int>
// expect: Swift.StrideThrough<Swift.Double>
// expect: ClosedRange<Int> Range<Int> PartialRangeThrough<Int>
// expect: 256 256
// expect: true false 2
// expect: Range(1..<3) "x" 1.5 2.0
