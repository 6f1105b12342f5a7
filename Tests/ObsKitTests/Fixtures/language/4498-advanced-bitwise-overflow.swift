// Swift book style: Advanced Operators - bitwise NOT/AND/OR/XOR, shifts, color packing, overflow operators, reporting overflow
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(invertedBits, String(invertedBits, radix: 2))
let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8 = 0b00111111
let middleFourBits = firstSixBits & lastSixBits
print(String(middleFourBits, radix: 2))
let someBits: UInt8 = 0b10110010
let moreBits: UInt8 = 0b01011110
let combinedbits = someBits | moreBits
print(String(combinedbits, radix: 2))
let firstBits: UInt8 = 0b00010100
let otherBits: UInt8 = 0b00000101
let outputBits = firstBits ^ otherBits
print(String(outputBits, radix: 2))

let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)

let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)
func pack(r: UInt32, g: UInt32, b: UInt32) -> UInt32 { (r << 16) | (g << 8) | b }
print(String(pack(r: 0xCC, g: 0x66, b: 0x99), radix: 16, uppercase: true))

let negShift: Int8 = -4
print(negShift >> 1, negShift << 1, Int8(-128) >> 7)

var potentialOverflow = Int16.max
print(potentialOverflow)
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)
unsignedOverflow = UInt8.min
unsignedOverflow = unsignedOverflow &- 1
print(unsignedOverflow)
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow)
potentialOverflow = potentialOverflow &+ 1
print(potentialOverflow)
print(UInt8(200) &* 2, Int8(100) &* 3)

let (sum, didOverflow) = Int8.max.addingReportingOverflow(1)
print(sum, didOverflow)
let (prod, o2) = UInt16(300).multipliedReportingOverflow(by: 300)
print(prod, o2)
let (diff, o3) = UInt8(5).subtractingReportingOverflow(3)
print(diff, o3)

func popCount(_ x: UInt32) -> Int {
    var v = x
    var c = 0
    while v != 0 {
        c += Int(v & 1)
        v >>= 1
    }
    return c
}
print(popCount(0b1011_0110), popCount(UInt32.max), UInt32(0b1011_0110).nonzeroBitCount)
print(UInt8(0b0001_0000).leadingZeroBitCount, UInt8(0b0001_0000).trailingZeroBitCount)

struct Permissions: OptionSet {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
    static let all: Permissions = [.read, .write, .execute]
}
var perms: Permissions = [.read]
perms.insert(.write)
print(perms.rawValue, perms.contains(.write), perms.contains(.execute))
perms.formUnion(.execute)
print(perms == .all, perms.rawValue)
perms.remove(.read)
print(perms.rawValue, Permissions.all.subtracting(perms).rawValue)

func bits(_ x: UInt8) -> String {
    let s = String(x, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}
for v: UInt8 in [1, 5, 128, 255] {
    let rotated = (v << 3) | (v >> 5)
    print(bits(v), "rotl3", bits(rotated))
}
var flags: UInt16 = 0
for bit in [0, 3, 15] { flags |= 1 << bit }
print(flags, flags & (1 << 3) != 0, flags & (1 << 4) != 0)
flags &= ~(1 << 15)
print(flags)
print(Int.max &+ 1 == Int.min, Int64(1) << 62, UInt64.max >> 60)
print(0xFF ^ 0x0F, -1 & 0xF, 7 | 8)

// expect: 240 11110000
// expect: 111100
// expect: 11111110
// expect: 10001
// expect: 8 16 128 0 1
// expect: 204 102 153
// expect: CC6699
// expect: -2 -8 -1
// expect: 32767
// expect: 0
// expect: 255
// expect: 127
// expect: -32768
// expect: 144 44
// expect: -128 true
// expect: 24464 true
// expect: 2 false
// expect: 5 32 5
// expect: 3 4
// expect: 3 true false
// expect: true 7
// expect: 6 1
// expect: 00000001 rotl3 00001000
// expect: 00000101 rotl3 00101000
// expect: 10000000 rotl3 00000100
// expect: 11111111 rotl3 11111111
// expect: 32777 true false
// expect: 9
// expect: true 4611686018427387904 15
// expect: 240 15 15
