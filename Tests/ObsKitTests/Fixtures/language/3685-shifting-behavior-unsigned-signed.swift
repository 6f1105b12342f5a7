// Swift book style: shifting behavior for unsigned and signed integers and color extraction
let shiftBits: UInt8 = 4
print(shiftBits << 1)
print(shiftBits << 2)
print(shiftBits << 5)
print(shiftBits << 6)
print(shiftBits >> 2)

let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)
print(String(redComponent, radix: 16), String(greenComponent, radix: 16), String(blueComponent, radix: 16))

let negative: Int8 = -4
print(negative >> 1)
print(negative << 1)
print(Int8(-128) >> 7)
let positive: Int8 = 64
print(positive << 1)
print(Int8(bitPattern: 0b1111_1100))
print(UInt8(bitPattern: -4))

func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
    return (r << 16) | (g << 8) | b
}
let packed = pack(0x12, 0x34, 0x56)
print(String(packed, radix: 16, uppercase: true))
print(packed == 0x123456)
print(1 << 10, 1024 >> 3, -1 >> 10)
// expect: 8
// expect: 16
// expect: 128
// expect: 0
// expect: 1
// expect: 204 102 153
// expect: cc 66 99
// expect: -2
// expect: -8
// expect: -1
// expect: -128
// expect: -4
// expect: 252
// expect: 123456
// expect: true
// expect: 1024 128 -1
