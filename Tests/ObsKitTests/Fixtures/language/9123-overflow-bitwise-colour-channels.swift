// Bitwise NOT/AND/OR/XOR and shifts shown in binary, overflow operators, reporting overflow, extracting colour channels, an OptionSet, bit counting
// expected output: swiftc 6.3.1 (Linux), run on this machine
let a: UInt8 = 0b1111_0000
let b: UInt8 = 0b1010_1010
func bin(_ x: UInt8) -> String {
    let s = String(x, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}
print(bin(~a), bin(a & b), bin(a | b), bin(a ^ b))
print(bin(a << 2), bin(a >> 3), bin(b << 1 | b >> 7))

var max8 = UInt8.max
max8 = max8 &+ 1
print(max8)
var min16 = Int16.min
min16 = min16 &- 1
print(min16 == Int16.max)
print(Int8(100) &* 3, UInt32.max &+ 2)

let (res, overflow) = Int8.max.addingReportingOverflow(1)
print(res, overflow)
let (mres, mover) = UInt16(300).multipliedReportingOverflow(by: 300)
print(mres, mover)

let neg: Int8 = -8
print(neg >> 1, neg << 1, Int8(bitPattern: 0xF0), UInt8(bitPattern: neg))

let color: UInt32 = 0x3F88C5
let red = (color & 0xFF0000) >> 16
let green = (color & 0x00FF00) >> 8
let blue = color & 0x0000FF
print(red, green, blue)
print(String(red << 16 | green << 8 | blue, radix: 16, uppercase: true))

struct Permissions: OptionSet {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let exec = Permissions(rawValue: 1 << 2)
    static let all: Permissions = [.read, .write, .exec]
}
var perms: Permissions = [.read]
perms.insert(.exec)
print(perms.rawValue, perms.contains(.write), perms.contains(.exec))
perms.formUnion(.write)
perms.remove(.read)
print(perms.rawValue, perms == Permissions.all.subtracting(.read))

print(UInt8(0b1011_0000).nonzeroBitCount, UInt16(1).leadingZeroBitCount, 40.trailingZeroBitCount)
print(Int.max.bitWidth, (255 as UInt8).byteSwapped, (0x1234 as UInt16).byteSwapped == 0x3412)
// expect: 00001111 10100000 11111010 01011010
// expect: 11000000 00011110 01010101
// expect: 0
// expect: true
// expect: 44 1
// expect: -128 true
// expect: 24464 true
// expect: -4 -16 -16 248
// expect: 63 136 197
// expect: 3F88C5
// expect: 5 false true
// expect: 6 true
// expect: 3 15 3
// expect: 64 255 true
