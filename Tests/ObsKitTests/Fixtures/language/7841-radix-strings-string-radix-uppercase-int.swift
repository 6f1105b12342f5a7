// Blog style (radix strings): String(_:radix:uppercase:) and Int(_:radix:) round trips
let n = 255
print(String(n, radix: 2))
print(String(n, radix: 8))
print(String(n, radix: 16))
print(String(n, radix: 16, uppercase: true))
print(String(n, radix: 36))
print(String(-255, radix: 16))
print(String(Int8.min, radix: 2))
print(String(UInt64.max, radix: 16))
print(Int("ff", radix: 16) as Any)
print(Int("FF", radix: 16) as Any)
print(Int("-101", radix: 2) as Any)
print(Int("zz", radix: 36) as Any)
print(Int("12", radix: 2) as Any)
print(UInt8("100000000", radix: 2) as Any)
print(Int("+7f", radix: 16) as Any)
print(Int("", radix: 10) as Any)

func padded(_ x: UInt8) -> String {
    let s = String(x, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}
for b: UInt8 in [0, 5, 128, 255] {
    print(padded(b))
}
// expect: 11111111
// expect: 377
// expect: ff
// expect: FF
// expect: 73
// expect: -ff
// expect: -10000000
// expect: ffffffffffffffff
// expect: Optional(255)
// expect: Optional(255)
// expect: Optional(-5)
// expect: Optional(1295)
// expect: nil
// expect: nil
// expect: Optional(127)
// expect: nil
// expect: 00000000
// expect: 00000101
// expect: 10000000
// expect: 11111111
