// Advanced operators: bitwise NOT/AND/OR/XOR, shifts on unsigned and signed integers, masks for packing RGB colours, and binary literals.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let lampsOn: UInt8 = 0b0011_0101
print(~lampsOn, String(~lampsOn, radix: 2))
let kitchenMask: UInt8 = 0b1010_1010
let hallMask: UInt8 = 0b0110_0110
print(kitchenMask & hallMask, kitchenMask | hallMask, kitchenMask ^ hallMask)

let step: UInt8 = 3
print(step << 1, step << 2, step << 6, step << 7, step >> 1)

let teal: UInt32 = 0x2A9D8F
let red = (teal & 0xFF0000) >> 16
let green = (teal & 0x00FF00) >> 8
let blue = teal & 0x0000FF
print(red, green, blue)
print(String(teal, radix: 16, uppercase: true))

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

// expect: 202 11001010
// expect: 34 238 204
// expect: 6 12 192 128 1
// expect: 42 157 143
// expect: 2A9D8F
// expect: 660510 a141e
// expect: -2 -8 -4
// expect: true false 3
// expect: 6 true
// expect: 2 4 3
