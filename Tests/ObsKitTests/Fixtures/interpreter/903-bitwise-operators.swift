// Bitwise NOT, AND, OR, XOR and shifts on UInt8 and Int8, with binary strings padded by hand.
// Expected output: swiftc 6.3.1 on this machine.
func bits(_ value: UInt8) -> String {
    let text = String(value, radix: 2)
    return String(repeating: "0", count: 8 - text.count) + text
}
let flags: UInt8 = 0b1010_0110
print(bits(flags), bits(~flags))
print(bits(flags & 0b0000_1111), bits(flags | 0b0000_0001), bits(flags ^ 0b1111_1111))
print(bits(flags << 1), bits(flags >> 3), bits(flags << 9))
let negative: Int8 = -16
print(negative >> 2, negative << 2, ~negative, negative &>> 9)
print(~0, ~5, 6 & 3, 6 | 3, 6 ^ 3, 1 << 10, -1 >> 63)
var mask: UInt16 = 0
for bit in [0, 3, 15] { mask |= 1 << bit }
print(mask, String(mask, radix: 16, uppercase: true))

// expect: 10100110 01011001
// expect: 00000110 10100111 01011001
// expect: 01001100 00010100 00000000
// expect: -4 -64 15 -8
// expect: -1 -6 2 7 5 1024 -1
// expect: 32777 8009
