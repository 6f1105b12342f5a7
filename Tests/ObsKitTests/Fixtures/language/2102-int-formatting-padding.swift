// Compiler test style: String(_:radix:uppercase:) formatting with manual zero padding and grouping
print(String(255, radix: 2), String(255, radix: 16), String(255, radix: 16, uppercase: true))
print(String(-255, radix: 16), String(0, radix: 2), String(35, radix: 36))
print(String(UInt8(5), radix: 2), String(Int8(-1), radix: 2))

func pad(_ s: String, to width: Int, with c: Character = "0") -> String {
    var out = s
    while out.count < width { out.insert(c, at: out.startIndex) }
    return out
}

func binary<T: FixedWidthInteger>(_ v: T) -> String {
    let bits = String(v.magnitude, radix: 2)
    return (v < 0 ? "-" : "") + pad(bits, to: T.bitWidth)
}

func hex<T: BinaryInteger>(_ v: T, width: Int) -> String {
    "0x" + pad(String(v, radix: 16, uppercase: true), to: width)
}

print(binary(UInt8(5)), binary(Int8(-3)), binary(UInt16(1025)))
print(hex(255, width: 4), hex(UInt32(48879), width: 8), hex(0, width: 2))
print(pad("7", to: 3), pad("1234", to: 3), pad("x", to: 4, with: " ") + "|")

func grouped(_ n: Int, sep: Character = ",") -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, ch) in digits.reversed().enumerated() {
        if i > 0 && i % 3 == 0 { out.append(sep) }
        out.append(ch)
    }
    return (n < 0 ? "-" : "") + String(out.reversed())
}
print(grouped(0), grouped(999), grouped(1000), grouped(-1234567), grouped(Int.max, sep: "_"))

func timeString(_ seconds: Int) -> String {
    let h = seconds / 3600, m = seconds % 3600 / 60, s = seconds % 60
    return [h, m, s].map { pad(String($0), to: 2) }.joined(separator: ":")
}
print(timeString(0), timeString(3725), timeString(86399))

for n in [1, 12, 123] {
    print("[" + pad(String(n), to: 5, with: " ") + "]", "[" + String(n) + String(repeating: " ", count: 5 - String(n).count) + "]")
}
let table = (1...3).map { i in (1...3).map { pad(String(i * $0), to: 2, with: " ") }.joined(separator: " ") }
table.forEach { print($0) }
print(String(describing: 42), "\(0b1010) \(0o17) \(0xFF) \(1_000_000)")

// expect: 11111111 ff FF
// expect: -ff 0 z
// expect: 101 -1
// expect: 00000101 -00000011 0000010000000001
// expect: 0x00FF 0x0000BEEF 0x00
// expect: 007 1234    x|
// expect: 0 999 1,000 -1,234,567 9_223_372_036_854_775_807
// expect: 00:00:00 01:02:05 23:59:59
// expect: [    1] [1    ]
// expect: [   12] [12   ]
// expect: [  123] [123  ]
// expect:  1  2  3
// expect:  2  4  6
// expect:  3  6  9
// expect: 42 10 15 255 1000000
