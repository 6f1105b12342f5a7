// Compiler test style: converting floating point values to integers truncates toward zero
let ds: [Double] = [3.99, -3.99, 0.5, -0.5, 1e10, 255.9]
for d in ds {
    print(d, Int(d))
}
print(UInt8(255.9))
print(Int8(-128.7))
print(Int(Float(16777217)))
print(Int64(9.2e18))
print(Int(-0.0))
print(Int((2.5).rounded()), Int((2.5).rounded(.toNearestOrEven)))
print(Double(Int.max))
print(Float(Int32.max))

// expect: 3.99 3
// expect: -3.99 -3
// expect: 0.5 0
// expect: -0.5 0
// expect: 10000000000.0 10000000000
// expect: 255.9 255
// expect: 255
// expect: -128
// expect: 16777216
// expect: 9200000000000000000
// expect: 0
// expect: 3 2
// expect: 9.223372036854776e+18
// expect: 2.1474836e+09
