// Compiler test style: min and max with many arguments, mixed literals and nan
print(min(3, 1, 2), max(3, 1, 2))
print(min(5, 4, 3, 2, 1, 0, -1), max(-5, -4, -3))
print(min(1, 2.5), max(1, 2.5))
print(max("apple", "pear", "banana"), min("b", "a", "c"))
print(min(Double.nan, 1.0), min(1.0, Double.nan))
print(max(Double.nan, 1.0), max(1.0, Double.nan))
print(Double.minimum(.nan, 1.0), Double.maximum(2.0, .nan))
print(Double.minimum(-0.0, 0.0), Double.maximum(-0.0, 0.0))
print(Double.minimumMagnitude(-3.0, 2.0), Double.maximumMagnitude(-3.0, 2.0))
print([4, 9, 2].min()!, [4, 9, 2].max()!, [Int]().min() as Any)
print([3.5, -1.0, 2.0].max(by: { abs($0) < abs($1) })!)
print(max(Int8.min, -127, Int8(0)), min(UInt8.max, 7))

// expect: 1 3
// expect: -1 -3
// expect: 1.0 2.5
// expect: pear a
// expect: nan 1.0
// expect: nan 1.0
// expect: 1.0 2.0
// expect: -0.0 0.0
// expect: 2.0 -3.0
// expect: 2 9 nil
// expect: 3.5
// expect: 0 7
