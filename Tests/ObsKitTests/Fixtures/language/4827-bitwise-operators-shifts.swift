// Swift book style: bitwise and shift operators
// Checks: ~, &, |, ^ on UInt8; logical shifts on unsigned values; arithmetic shifts on
// signed values (sign preserved); extracting color components with masks and shifts;
// binary literals printed via String(_:radix:), and bit counting properties.

func bits(_ v: UInt8) -> String {
    let s = String(v, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}

let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(bits(initialBits), "->", bits(invertedBits))

let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8 = 0b00111111
let middleFourBits = firstSixBits & lastSixBits
print("AND", bits(middleFourBits))

let someBits: UInt8 = 0b10110010
let moreBits: UInt8 = 0b01011110
let combinedbits = someBits | moreBits
print("OR ", bits(combinedbits))

let firstBits: UInt8 = 0b00010100
let otherBits: UInt8 = 0b00000101
let outputBits = firstBits ^ otherBits
print("XOR", bits(outputBits))

let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)

let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)
print(String(redComponent, radix: 16), String(greenComponent, radix: 16), String(blueComponent, radix: 16))

let negative: Int8 = -4
print(negative >> 1, negative << 1, negative >> 7)
let positive: Int8 = 64
print(positive >> 3, positive << 1)
print(Int8(-128) >> 1)

// Shifts by more than the bit width
let small: UInt8 = 0b1000_0001
print(small << 8, small >> 9)
let signed: Int16 = -1
print(signed >> 20, signed << 20)

// Counting bits
let mask: UInt16 = 0b0000_0110_1000_0000
print(mask.nonzeroBitCount, mask.leadingZeroBitCount, mask.trailingZeroBitCount)
print(UInt8.max.nonzeroBitCount, Int8.min.leadingZeroBitCount)

// Packing flags into an Int
struct Permissions {
    static let read = 1 << 2
    static let write = 1 << 1
    static let execute = 1 << 0
    var raw: Int
    func has(_ flag: Int) -> Bool { raw & flag != 0 }
    mutating func grant(_ flag: Int) { raw |= flag }
    mutating func revoke(_ flag: Int) { raw &= ~flag }
    var symbolic: String {
        (has(Permissions.read) ? "r" : "-") + (has(Permissions.write) ? "w" : "-") + (has(Permissions.execute) ? "x" : "-")
    }
}
var perms = Permissions(raw: 0b101)
print(perms.symbolic)
perms.grant(Permissions.write)
print(perms.symbolic, perms.raw)
perms.revoke(Permissions.read)
print(perms.symbolic, perms.raw)

// Compound bitwise assignment and xor swap
var x = 0b1100, y = 0b1010
x ^= y
y ^= x
x ^= y
print(x, y)
var flags: UInt8 = 0
flags |= 1 << 3
flags |= 1 << 0
flags <<= 2
flags >>= 1
print(bits(flags))

// Hex and octal formatting with negative numbers and uppercase
print(String(-255, radix: 16), String(255, radix: 16, uppercase: true), String(8, radix: 8))
print(0o17, 0x1F, 0b1_0000)

// Bit patterns between signed and unsigned
let pattern = UInt8(bitPattern: -1)
let back = Int8(bitPattern: 200)
print(pattern, back)
print(Int16(truncatingIfNeeded: 70000), UInt8(truncatingIfNeeded: 513))

// Byte swapping and endianness-free representations
let word: UInt16 = 0x1234
print(String(word.byteSwapped, radix: 16))
print((0..<4).map { (0xA5 >> $0) & 1 })

// expect: 00001111 -> 11110000
// expect: AND 00111100
// expect: OR  11111110
// expect: XOR 00010001
// expect: 8 16 128 0 1
// expect: 204 102 153
// expect: cc 66 99
// expect: -2 -8 -1
// expect: 8 -128
// expect: -64
// expect: 0 0
// expect: -1 0
// expect: 3 5 7
// expect: 8 0
// expect: r-x
// expect: rwx 7
// expect: -wx 3
// expect: 10 12
// expect: 00010010
// expect: -ff FF 10
// expect: 15 31 16
// expect: 255 -56
// expect: 4464 1
// expect: 3412
// expect: [1, 0, 1, 0]
