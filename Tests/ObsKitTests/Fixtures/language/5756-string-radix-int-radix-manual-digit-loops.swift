// Rosetta Code style (binary and hex conversion): String(radix:), Int(_:radix:), manual digit loops and bit counting
import Foundation

func toBase(_ n: Int, _ base: Int) -> String {
    let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")
    if n == 0 { return "0" }
    var value = abs(n)
    var out: [Character] = []
    while value > 0 {
        out.append(digits[value % base])
        value /= base
    }
    return (n < 0 ? "-" : "") + String(out.reversed())
}

for n in [0, 5, 50, 9000, 255, -42] {
    let mine = toBase(n, 2)
    let lib = String(n, radix: 2)
    print(n, mine, mine == lib, String(n, radix: 16, uppercase: true), toBase(n, 36))
}

let inputs = ["ff", "7fff", "1010", "zz", "g1", "-80"]
for s in inputs {
    let hex = Int(s, radix: 16).map { String($0) } ?? "nil"
    let bin = Int(s, radix: 2).map { String($0) } ?? "nil"
    print("\(s): hex=\(hex) bin=\(bin)")
}

func popCount(_ x: UInt32) -> Int {
    var v = x, c = 0
    while v != 0 { v &= v - 1; c += 1 }
    return c
}
for x: UInt32 in [0, 1, 7, 0xF0F0, 0xFFFF_FFFF] {
    print(x, popCount(x), x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount)
}

func padded(_ n: UInt8) -> String {
    let s = String(n, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}
let bytes: [UInt8] = [0x48, 0x69, 0x21]
print(bytes.map(padded).joined(separator: " "))
print(String(decoding: bytes, as: UTF8.self))
print(bytes.map { String(format: "%02X", $0) }.joined())

// expect: 0 0 true 0 0
// expect: 5 101 true 5 5
// expect: 50 110010 true 32 1e
// expect: 9000 10001100101000 true 2328 6y0
// expect: 255 11111111 true FF 73
// expect: -42 -101010 true -2A -16
// expect: ff: hex=255 bin=nil
// expect: 7fff: hex=32767 bin=nil
// expect: 1010: hex=4112 bin=10
// expect: zz: hex=nil bin=nil
// expect: g1: hex=nil bin=nil
// expect: -80: hex=-128 bin=nil
// expect: 0 0 0 32 32
// expect: 1 1 1 31 0
// expect: 7 3 3 29 0
// expect: 61680 8 8 16 4
// expect: 4294967295 32 32 0 0
// expect: 01001000 01101001 00100001
// expect: Hi!
// expect: 486921
