// Blog style (SignedInteger): abs, magnitude, signum and negation across signed and unsigned types
let values: [Int] = [-42, 0, 17, Int.min + 1]
for v in values {
    print(v, abs(v), v.magnitude, v.signum())
}
print(Int8.min.magnitude, type(of: Int8.min.magnitude))
print(Int64.min.magnitude)
print(UInt16(5).magnitude, UInt16(5).signum())
print(Int8(-5).signum(), Int32(0).signum())

func absDiff<T: SignedInteger & FixedWidthInteger>(_ a: T, _ b: T) -> T.Magnitude {
    a > b ? (a &- b).magnitude : (b &- a).magnitude
}
print(absDiff(Int8(-100), Int8(100)))
print(absDiff(Int8.min, Int8.max))
print(absDiff(3, 10))

func negateAll<T: SignedNumeric>(_ xs: [T]) -> [T] { xs.map { -$0 } }
print(negateAll([1, -2, 3]))
print(negateAll([1.5, -0.0]))
var z = 9
z.negate()
print(z)
print(-Int16.max, Int16.min + 1 == -Int16.max)
// expect: -42 42 42 -1
// expect: 0 0 0 0
// expect: 17 17 17 1
// expect: -9223372036854775807 9223372036854775807 9223372036854775807 -1
// expect: 128 UInt8
// expect: 9223372036854775808
// expect: 5 1
// expect: -1 0
// expect: 56
// expect: 1
// expect: 7
// expect: [-1, 2, -3]
// expect: [-1.5, 0.0]
// expect: -9
// expect: -32767 true
