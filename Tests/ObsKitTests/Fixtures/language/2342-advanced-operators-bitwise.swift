// Swift book style: Advanced Operators: bitwise NOT/AND/OR/XOR, shifts, overflow operators
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(invertedBits, String(invertedBits, radix: 2))

let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8  = 0b00111111
print(firstSixBits & lastSixBits, String(firstSixBits & lastSixBits, radix: 2))
let someBits: UInt8 = 0b10110010
let moreBits: UInt8 = 0b01011110
print(someBits | moreBits, someBits ^ moreBits)

let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)

let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)

let negative: Int8 = -4
print(negative >> 1, negative << 1, Int8(-128) >> 7, String(UInt8(bitPattern: negative), radix: 2))

var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print("UInt8.max &+ 1 = \(unsignedOverflow)")
unsignedOverflow = unsignedOverflow &- 1
print("0 &- 1 = \(unsignedOverflow)")
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print("Int8.min &- 1 = \(signedOverflow)")
print(Int16.max &* 2, Int8(100) &+ Int8(100), UInt16(300) &* 300)

let (sum, didOverflow) = Int8.max.addingReportingOverflow(1)
print(sum, didOverflow, UInt8(200).multipliedReportingOverflow(by: 2))
print(UInt8(truncatingIfNeeded: 0x1234), Int8(truncatingIfNeeded: 200), UInt8(exactly: 256) as Any, Int16(exactly: UInt64(40_000)) as Any)

let flags: UInt16 = 0b1010_0000_0001_0000
print(flags.nonzeroBitCount, flags.leadingZeroBitCount, flags.trailingZeroBitCount, flags.byteSwapped)
print(1 &<< 65, UInt8(1) &<< 9, Int32.max.bitWidth, (-1 as Int16).magnitude)

struct Permissions: OptionSet {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
    static let all: Permissions = [.read, .write, .execute]
}
var perms: Permissions = [.read, .execute]
print(perms.contains(.write), perms.rawValue, Permissions.all.rawValue)
perms.insert(.write)
perms.remove(.read)
print(perms.rawValue, perms.isSubset(of: .all), perms.intersection([.read, .write]).rawValue)
func hex(_ v: UInt32) -> String {
    let digits = String(v, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}
print(hex(pink), hex(~pink), hex(pink.rotatedLeft8()))
extension UInt32 {
    func rotatedLeft8() -> UInt32 { (self << 8) | (self >> 24) }
}

// expect: 240 11110000
// expect: 60 111100
// expect: 254 236
// expect: 8 16 128 0 1
// expect: 204 102 153
// expect: -2 -8 -1 11111100
// expect: UInt8.max &+ 1 = 0
// expect: 0 &- 1 = 255
// expect: Int8.min &- 1 = 127
// expect: -2 -56 24464
// expect: -128 true (partialValue: 144, overflow: true)
// expect: 52 -56 nil nil
// expect: 3 0 4 4256
// expect: 2 2 32 1
// expect: false 5 7
// expect: 6 true 2
// expect: 0x00CC6699 0xFF339966 0xCC669900
