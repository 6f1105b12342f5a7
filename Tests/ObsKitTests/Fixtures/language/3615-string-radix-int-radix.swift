// Swift book style: String(radix:) and Int(_:radix:) conversions
print(String(255, radix: 2), String(255, radix: 16), String(255, radix: 16, uppercase: true))
print(String(-255, radix: 16), String(0, radix: 2), String(35, radix: 36))
print(String(UInt8(7), radix: 2), String(Int8(-8), radix: 2))
print(String(Int.max, radix: 36), String(UInt64.max, radix: 16))
print(Int("ff", radix: 16)!, Int("FF", radix: 16)!, Int("-1010", radix: 2)!)
print(Int("z", radix: 36)!, Int("10", radix: 8)!, Int("777", radix: 8)!)
print(Int("12", radix: 2) as Any, Int("", radix: 10) as Any, Int("+7")!, Int(" 7") as Any)
print(UInt8("100000000", radix: 2) as Any, UInt8("11111111", radix: 2) as Any)
print(Int8("-80", radix: 16) as Any, Int8("-81", radix: 16) as Any)
print(Int("0x1F") as Any, Int("1_000") as Any, Int("١٢") as Any)
func pad(_ s: String, _ width: Int) -> String {
    String(repeating: "0", count: max(0, width - s.count)) + s
}
for n in [0, 5, 10, 255] {
    print(pad(String(n, radix: 2), 8), pad(String(n, radix: 16), 2))
}
let hex = "DEADBEEF"
let value = UInt32(hex, radix: 16)!
print(value, String(value, radix: 8))
let digits = String(1234, radix: 10).compactMap { $0.wholeNumberValue }
print(digits, digits.reduce(0) { $0 * 10 + $1 })
var roundtrip = true
for radix in 2...36 {
    let s = String(123456, radix: radix)
    if Int(s, radix: radix) != 123456 { roundtrip = false }
}
print(roundtrip, String(123456, radix: 36))

// expect: 11111111 ff FF
// expect: -ff 0 z
// expect: 111 -1000
// expect: 1y2p0ij32e8e7 ffffffffffffffff
// expect: 255 255 -10
// expect: 35 8 511
// expect: nil nil 7 nil
// expect: nil Optional(255)
// expect: Optional(-128) nil
// expect: nil nil nil
// expect: 00000000 00
// expect: 00000101 05
// expect: 00001010 0a
// expect: 11111111 ff
// expect: 3735928559 33653337357
// expect: [1, 2, 3, 4] 1234
// expect: true 2n9c
