// Compiler test style: generic FixedWidthInteger helpers across types
func describeBits<T: FixedWidthInteger>(_ x: T) -> String {
    "\(T.self) w=\(T.bitWidth) pop=\(x.nonzeroBitCount) lz=\(x.leadingZeroBitCount) tz=\(x.trailingZeroBitCount)"
}
print(describeBits(UInt8(12)))
print(describeBits(Int16(-1)))
print(describeBits(UInt32(1) << 31))
print(describeBits(Int64(0)))
func rotl<T: FixedWidthInteger & UnsignedInteger>(_ x: T, _ n: Int) -> T {
    let k = n % T.bitWidth
    return k == 0 ? x : (x << k) | (x >> (T.bitWidth - k))
}
print(rotl(UInt8(0b1000_0001), 1), rotl(UInt16(0x1234), 4), rotl(UInt32(1), 33))
func binary<T: FixedWidthInteger>(_ x: T) -> String {
    let raw = String(x.magnitude, radix: 2)
    let padded = String(repeating: "0", count: T.bitWidth - raw.count) + raw
    return (x < 0 ? "-" : "") + padded
}
print(binary(UInt8(5)), binary(Int8(-5)), binary(UInt16(256)))
func maxOf<T: FixedWidthInteger>(_: T.Type) -> String { "\(T.min)...\(T.max)" }
print(maxOf(Int8.self), maxOf(UInt16.self), maxOf(Int32.self))
func saturatingAdd<T: FixedWidthInteger>(_ a: T, _ b: T) -> T {
    let (r, o) = a.addingReportingOverflow(b)
    if !o { return r }
    return b > 0 ? T.max : T.min
}
print(saturatingAdd(Int8(100), 100), saturatingAdd(Int8(-100), -100), saturatingAdd(UInt8(10), 20))
func log2Floor<T: FixedWidthInteger>(_ x: T) -> Int { T.bitWidth - 1 - x.leadingZeroBitCount }
print(log2Floor(UInt8(1)), log2Floor(1000), log2Floor(UInt64(1) << 40))
func isPowerOfTwo<T: BinaryInteger>(_ x: T) -> Bool { x > 0 && (x & (x - 1)) == 0 }
print([0, 1, 2, 3, 64, 96, 1024].map(isPowerOfTwo))
print(Int8.isSigned, UInt.isSigned, Int32.zero, UInt8(exactly: -1) as Any)
print(Int(bigEndian: Int(1).bigEndian), UInt16(littleEndian: 0x0102))
print(UInt8(200).distance(to: 10), Int8(3).advanced(by: 4))

// expect: UInt8 w=8 pop=2 lz=4 tz=2
// expect: Int16 w=16 pop=16 lz=0 tz=0
// expect: UInt32 w=32 pop=1 lz=0 tz=31
// expect: Int64 w=64 pop=0 lz=64 tz=64
// expect: 3 9025 2
// expect: 00000101 -00000101 0000000100000000
// expect: -128...127 0...65535 -2147483648...2147483647
// expect: 127 -128 30
// expect: 0 9 40
// expect: [false, true, true, false, true, false, true]
// expect: true false 0 nil
// expect: 1 258
// expect: -190 7
