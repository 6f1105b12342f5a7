// Swift book style (Advanced Operators): bit manipulation with shifts, masks and a custom bitset
struct BitSet8: CustomStringConvertible {
    private(set) var raw: UInt8 = 0
    mutating func insert(_ bit: Int) { raw |= 1 << UInt8(bit) }
    mutating func remove(_ bit: Int) { raw &= ~(1 << UInt8(bit)) }
    func contains(_ bit: Int) -> Bool { raw & (1 << UInt8(bit)) != 0 }
    static func | (a: BitSet8, b: BitSet8) -> BitSet8 { var r = BitSet8(); r.raw = a.raw | b.raw; return r }
    static func & (a: BitSet8, b: BitSet8) -> BitSet8 { var r = BitSet8(); r.raw = a.raw & b.raw; return r }
    static prefix func ~ (a: BitSet8) -> BitSet8 { var r = BitSet8(); r.raw = ~a.raw; return r }
    var description: String {
        let s = String(raw, radix: 2)
        return String(repeating: "0", count: 8 - s.count) + s
    }
}
var a = BitSet8()
a.insert(0); a.insert(3); a.insert(7)
var b = BitSet8()
b.insert(3); b.insert(4)
print(a, b)
print(a | b, a & b, ~a)
a.remove(7)
print(a, a.contains(3), a.contains(7))
let value: UInt32 = 0xDEADBEEF
for shift in stride(from: 24, through: 0, by: -8) {
    print(String((value >> UInt32(shift)) & 0xFF, radix: 16), terminator: " ")
}
print()
let signed: Int32 = -1
print(UInt32(bitPattern: signed), Int32(bitPattern: 0x8000_0000))
print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1))
print((1 as UInt64) << 63, UInt64.max >> 60)
print(0b1010.trailingZeroBitCount, (0xF0 as UInt8).rotateLeft4)
extension UInt8 {
    var rotateLeft4: UInt8 { (self << 4) | (self >> 4) }
}
var flags: UInt16 = 0
flags |= 0x1
flags <<= 3
flags ^= 0xFF
flags >>= 1
print(flags)
// expect: 10001001 00011000
// expect: 10011001 00001000 01110110
// expect: 00001001 true false
// expect: de ad be ef 
// expect: 4294967295 -2147483648
// expect: 44 255
// expect: 9223372036854775808 15
// expect: 1 15
// expect: 123
