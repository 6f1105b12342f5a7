// Swift book style: bitwise NOT, AND, OR, XOR on UInt8 values printed in binary
func bits(_ x: UInt8) -> String {
    let s = String(x, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}

let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(bits(initialBits), bits(invertedBits), invertedBits)

let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8 = 0b00111111
let middleFourBits = firstSixBits & lastSixBits
print(bits(middleFourBits), middleFourBits)

let someBits: UInt8 = 0b10110010
let moreBits: UInt8 = 0b01011110
print(bits(someBits | moreBits), someBits | moreBits)

let firstBits: UInt8 = 0b00010100
let otherBits: UInt8 = 0b00000101
print(bits(firstBits ^ otherBits), firstBits ^ otherBits)

var flags: UInt8 = 0
let read: UInt8 = 1 << 0
let write: UInt8 = 1 << 1
let exec: UInt8 = 1 << 2
flags |= read | exec
print("flags \(bits(flags))")
print("can write: \(flags & write != 0), can exec: \(flags & exec != 0)")
flags &= ~exec
flags ^= write
print("flags \(bits(flags))")
print((0..<8).map { (0b10100101 as UInt8) >> $0 & 1 }.map(String.init).joined())
// expect: 00001111 11110000 240
// expect: 00111100 60
// expect: 11111110 254
// expect: 00010001 17
// expect: flags 00000101
// expect: can write: false, can exec: true
// expect: flags 00000011
// expect: 10100101
