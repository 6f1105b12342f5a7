// Swift book style: bitwise NOT, AND, OR, XOR and masking color components
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print("inverted: \(invertedBits)")

let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8 = 0b00111111
let middleFourBits = firstSixBits & lastSixBits
print("middle four: \(middleFourBits)")

let someBits: UInt8 = 0b10110010
let moreBits: UInt8 = 0b01011110
print("or: \(someBits | moreBits)")
let firstBits: UInt8 = 0b00010100
let otherBits: UInt8 = 0b00000101
print("xor: \(firstBits ^ otherBits)")

let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print("red \(redComponent) green \(greenComponent) blue \(blueComponent)")

let repacked = (redComponent << 16) | (greenComponent << 8) | blueComponent
print("repacked: \(String(repacked, radix: 16, uppercase: true))")

var flags: UInt8 = 0
let read: UInt8 = 1 << 0, write: UInt8 = 1 << 1, exec: UInt8 = 1 << 2
flags |= read | exec
print("can write: \(flags & write != 0), can exec: \(flags & exec != 0)")
flags &= ~read
flags ^= write
print("flags now: \(String(flags, radix: 2))")
print("~0 as Int: \(~0), ~5: \(~5), ~(-1): \(~(-1))")
// expect: inverted: 240
// expect: middle four: 60
// expect: or: 254
// expect: xor: 17
// expect: red 204 green 102 blue 153
// expect: repacked: CC6699
// expect: can write: false, can exec: true
// expect: flags now: 110
// expect: ~0 as Int: -1, ~5: -6, ~(-1): 0
