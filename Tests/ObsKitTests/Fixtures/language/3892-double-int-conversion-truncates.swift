// Compiler test style: Double to Int conversion truncates toward zero
let values: [Double] = [3.99, -3.99, 0.5, -0.5, 2.5, -2.5, 1e10]
for v in values {
    print(v, Int(v))
}
print(Int(Double(Int32.max) + 0.75), Int32(-2147483648.9))
print(UInt8(255.999), Int8(-128.5))

let ints = [0, 1, -1, Int(Int32.max), 1 << 53, (1 << 53) + 1]
for i in ints {
    print(i, Double(i))
}
print(Double(Int.max), Float(Int.max))
print(Double(UInt64.max) == 18446744073709551616.0)
print(Float(16_777_217), Double(Float(0.1)))

let pi = 3.14159
let integerPi = Int(pi)
print(integerPi)
let three = 3
let pointOneFourOneFiveNine = 0.14159
print(Double(three) + pointOneFourOneFiveNine)

let average = Double(7 + 8 + 10) / 3
print(average, Int(average))
let percent = Int(Double(2) / Double(3) * 100)
print("\(percent)%")
let parsed = Int("42")! + Int(Double("2.9")!)
print(parsed)
print(Double(Int8.min), Double(UInt16.max), Float(Int16(-7)))
// expect: 3.99 3
// expect: -3.99 -3
// expect: 0.5 0
// expect: -0.5 0
// expect: 2.5 2
// expect: -2.5 -2
// expect: 10000000000.0 10000000000
// expect: 2147483647 -2147483648
// expect: 255 -128
// expect: 0 0.0
// expect: 1 1.0
// expect: -1 -1.0
// expect: 2147483647 2147483647.0
// expect: 9007199254740992 9007199254740992.0
// expect: 9007199254740993 9007199254740992.0
// expect: 9.223372036854776e+18 9.223372e+18
// expect: true
// expect: 16777216.0 0.10000000149011612
// expect: 3
// expect: 3.14159
// expect: 8.333333333333334 8
// expect: 66%
// expect: 44
// expect: -128.0 65535.0 -7.0
