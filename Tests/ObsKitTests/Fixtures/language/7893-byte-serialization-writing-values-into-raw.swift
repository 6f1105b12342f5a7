// WWDC style (byte serialization): writing values into a raw buffer and reading them back
var out = [UInt8]()
func append<T: FixedWidthInteger>(_ v: T) {
    withUnsafeBytes(of: v.littleEndian) { out.append(contentsOf: $0) }
}
append(UInt8(1))
append(UInt16(0x0203))
append(UInt32(0x04050607))
append(Int64(-1))
print("bytes", out.count)
print(out.map { String($0, radix: 16) }.joined(separator: " "))
var offset = 0
func read<T: FixedWidthInteger>(_ type: T.Type) -> T {
    let size = MemoryLayout<T>.size
    var value: T = 0
    withUnsafeMutableBytes(of: &value) { dest in
        for k in 0..<size { dest[k] = out[offset + k] }
    }
    offset += size
    return T(littleEndian: value)
}
print(read(UInt8.self))
print(String(read(UInt16.self), radix: 16))
print(String(read(UInt32.self), radix: 16))
print(read(Int64.self))
print("offset", offset)
// expect: bytes 15
// expect: 1 3 2 7 6 5 4 ff ff ff ff ff ff ff ff
// expect: 1
// expect: 203
// expect: 4050607
// expect: -1
// expect: offset 15
