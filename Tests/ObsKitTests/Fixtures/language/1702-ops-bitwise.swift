// Advanced operators: bitwise NOT/AND/OR/XOR, shifts on unsigned and signed integers, masks for packing RGB colours, and binary literals.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let initial: UInt8 = 0b0000_1111
print(~initial, String(~initial, radix: 2))
let first: UInt8 = 0b1111_1100
let last: UInt8 = 0b0011_1111
print(first & last, first | last, first ^ last)

let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)

let pink: UInt32 = 0xCC6699
let red = (pink & 0xFF0000) >> 16
let green = (pink & 0x00FF00) >> 8
let blue = pink & 0x0000FF
print(red, green, blue)
print(String(pink, radix: 16, uppercase: true))

let packed = (UInt32(10) << 16) | (UInt32(20) << 8) | UInt32(30)
print(packed, String(packed, radix: 16))

let negative: Int8 = -4
print(negative >> 1, negative << 1, Int8(bitPattern: 0b1111_1100))

struct Permissions: OptionSet {
    let rawValue: Int
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let exec = Permissions(rawValue: 1 << 2)
}
var p: Permissions = [.read, .write]
print(p.contains(.write), p.contains(.exec), p.rawValue)
p.insert(.exec)
p.remove(.read)
print(p.rawValue, p == [.write, .exec])
print(0b1010.nonzeroBitCount, (12 as UInt8).leadingZeroBitCount, 40.trailingZeroBitCount)

// expect: 240 11110000
// expect: 60 255 195
// expect: 8 16 128 0 1
// expect: 204 102 153
// expect: CC6699
// expect: 660510 a141e
// expect: -2 -8 -4
// expect: true false 3
// expect: 6 true
// expect: 2 4 3
