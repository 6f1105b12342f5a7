// Compiler test style: FixedWidthInteger generics using T.max, T.min, T.bitWidth, T.isSigned
// known-gap: error: 2700-fixedwidth-generics.swift:7:20: error: value of type 'Int8.Type' has no member 'Magnitude'
func describe<T: FixedWidthInteger>(_ type: T.Type) -> String {
    return "\(T.self) bits=\(T.bitWidth) signed=\(T.isSigned) min=\(T.min) max=\(T.max)"
}
func binary<T: FixedWidthInteger>(_ x: T) -> String {
    let s = String(T.Magnitude(truncatingIfNeeded: x), radix: 2)
    return String(repeating: "0", count: T.bitWidth - s.count) + s
}
func rotl<T: FixedWidthInteger & UnsignedInteger>(_ x: T, _ n: Int) -> T {
    let k = n % T.bitWidth
    return (x << k) | (x >> (T.bitWidth - k))
}
print(describe(Int8.self))
print(describe(UInt16.self))
print(describe(Int32.self))
print(binary(Int8(-3)))
print(binary(UInt16(1234)))
print(binary(Int16.min))
print(rotl(UInt8(0b1000_0001), 1), rotl(UInt8(0b1000_0001), 4))
print(rotl(UInt32(0xF000_0000), 8))
func wrapSum<T: FixedWidthInteger>(_ xs: [T]) -> T { xs.reduce(0, &+) }
print(wrapSum([Int8(100), 100, 100]), wrapSum([UInt8(200), 100]))

// expect: Int8 bits=8 signed=true min=-128 max=127
// expect: UInt16 bits=16 signed=false min=0 max=65535
// expect: Int32 bits=32 signed=true min=-2147483648 max=2147483647
// expect: 11111101
// expect: 0000010011010010
// expect: 1000000000000000
// expect: 3 24
// expect: 240
// expect: 44 44
