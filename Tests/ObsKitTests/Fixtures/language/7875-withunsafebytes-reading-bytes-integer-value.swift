// WWDC style (withUnsafeBytes): reading the bytes of an integer value
let value: UInt32 = 0x11223344
withUnsafeBytes(of: value) { bytes in
    print("count:", bytes.count)
    for (i, b) in bytes.enumerated() {
        print("byte \(i): 0x" + String(b, radix: 16))
    }
}
let big = value.bigEndian
let hex = withUnsafeBytes(of: big) { raw in
    raw.map { String(format0x($0)) }.joined(separator: " ")
}
func format0x(_ b: UInt8) -> String {
    let s = String(b, radix: 16, uppercase: true)
    return s.count == 1 ? "0" + s : s
}
print("big endian:", hex)
var sum = 0
withUnsafeBytes(of: Int16(-2)) { raw in
    for b in raw { sum += Int(b) }
}
print("sum of bytes of -2:", sum)
// expect: count: 4
// expect: byte 0: 0x44
// expect: byte 1: 0x33
// expect: byte 2: 0x22
// expect: byte 3: 0x11
// expect: big endian: 11 22 33 44
// expect: sum of bytes of -2: 509
