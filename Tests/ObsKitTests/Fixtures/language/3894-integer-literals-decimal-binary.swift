// Swift book style: integer literals in decimal, binary, octal and hexadecimal
let decimalInteger = 17
let binaryInteger = 0b10001
let octalInteger = 0o21
let hexadecimalInteger = 0x11
print(decimalInteger, binaryInteger, octalInteger, hexadecimalInteger)
print(decimalInteger == binaryInteger && octalInteger == hexadecimalInteger)

let oneMillion = 1_000_000
let paddedDouble = 000123.456
let justOverOneMillion = 1_000_000.000_000_1
print(oneMillion, paddedDouble, justOverOneMillion)

let mask = 0b1111_0000_1010_0101
let perms = 0o755
let color = 0xFF_80_00
let negativeHex = -0x7F
print(mask, perms, color, negativeHex)
let bigHex: UInt64 = 0xFFFF_FFFF_FFFF_FFFF
let smallByte: UInt8 = 0b1000_0000
let int8Min: Int8 = -0x80
print(bigHex, smallByte, int8Min)
print(0x0, 0b0, 0o0, 0_0, 1__0)
print(String(255, radix: 2), String(255, radix: 8), String(255, radix: 16))
print(String(-255, radix: 16), String(0o17, radix: 10), String(1_024, radix: 36))
print(Int("ff", radix: 16)!, Int("-101", radix: 2)!, Int("777", radix: 8)!)
print(Int("0x10") as Any, Int("1_000") as Any, Int("z", radix: 36)!)
let bytes: [UInt8] = [0x00, 0x7F, 0x80, 0xFF]
print(bytes.map { Int8(bitPattern: $0) })
// expect: 17 17 17 17
// expect: true
// expect: 1000000 123.456 1000000.0000001
// expect: 61605 493 16744448 -127
// expect: 18446744073709551615 128 -128
// expect: 0 0 0 0 10
// expect: 11111111 377 ff
// expect: -ff 15 sg
// expect: 255 -5 511
// expect: nil nil 35
// expect: [0, 127, -128, -1]
