// Blog style (overflow operators): wrapping arithmetic with &+, &-, &* on fixed widths
let a: UInt8 = 250
print(a &+ 10)
print(UInt8(3) &- 5)
print(UInt8(16) &* 17)
let b: Int8 = 127
print(b &+ 1)
print(Int8.min &- 1)
print(Int8(-128) &* -1)
print(Int16.max &+ Int16.max)
print(Int32.max &* 2)
print(UInt64.max &+ 1)
print(Int.min &- 1 == Int.max)

// A tiny FNV-1a hash relies on wrapping multiplication
func fnv1a(_ s: String) -> UInt32 {
    var h: UInt32 = 2166136261
    for byte in s.utf8 {
        h ^= UInt32(byte)
        h = h &* 16777619
    }
    return h
}
for word in ["", "a", "swift", "numerics"] {
    print("fnv1a(\(word)) =", fnv1a(word), String(fnv1a(word), radix: 16))
}
// expect: 4
// expect: 254
// expect: 16
// expect: -128
// expect: 127
// expect: -128
// expect: -2
// expect: -2
// expect: 0
// expect: true
// expect: fnv1a() = 2166136261 811c9dc5
// expect: fnv1a(a) = 3826002220 e40c292c
// expect: fnv1a(swift) = 2972868824 b13260d8
// expect: fnv1a(numerics) = 1516918401 5a6a5681
