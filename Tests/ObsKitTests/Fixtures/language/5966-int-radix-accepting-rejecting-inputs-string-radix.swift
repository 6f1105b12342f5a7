// Swift stdlib test style (String/Int conversion): Int(_:radix:) accepting and rejecting inputs, String(_:radix:uppercase:) for negative and large values, and round trips
let inputs: [(String, Int)] = [("ff", 16), ("FF", 16), ("-1010", 2), ("777", 8), ("z", 36),
                               ("Zz", 36), ("12", 2), ("", 10), ("+42", 10), ("0x1f", 16),
                               (" 5", 10), ("1_000", 10), ("2147483647", 10), ("-0", 10)]
for (text, radix) in inputs {
    let parsed = Int(text, radix: radix)
    print("\"\(text)\" radix \(radix):", parsed.map(String.init) ?? "nil")
}

let values = [0, 1, 10, 255, -255, 4096, Int.max]
for v in values {
    print(v, String(v, radix: 2).count, String(v, radix: 16), String(v, radix: 16, uppercase: true), String(v, radix: 36))
}
print(String(Int.min, radix: 16))
print(String(UInt8(200), radix: 2), String(Int8(-128), radix: 2))
print(String(UInt64.max, radix: 16, uppercase: true))

for radix in [2, 3, 7, 16, 36] {
    let original = 123456
    let text = String(original, radix: radix)
    let back = Int(text, radix: radix)!
    print(radix, text, back == original)
}

print(UInt8("255")!, UInt8("256") as Any, Int8("-128")!, Int8("-129") as Any)
print(Int("99999999999999999999") as Any)
print(UInt("-1") as Any, UInt16("ffff", radix: 16)!)
print(Int("١٢") as Any, Int("12abc") as Any)

func binary(_ n: UInt8) -> String {
    let s = String(n, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}
print(binary(5), binary(128), binary(255), binary(0))

// expect: "ff" radix 16: 255
// expect: "FF" radix 16: 255
// expect: "-1010" radix 2: -10
// expect: "777" radix 8: 511
// expect: "z" radix 36: 35
// expect: "Zz" radix 36: 1295
// expect: "12" radix 2: nil
// expect: "" radix 10: nil
// expect: "+42" radix 10: 42
// expect: "0x1f" radix 16: nil
// expect: " 5" radix 10: nil
// expect: "1_000" radix 10: nil
// expect: "2147483647" radix 10: 2147483647
// expect: "-0" radix 10: 0
// expect: 0 1 0 0 0
// expect: 1 1 1 1 1
// expect: 10 4 a A a
// expect: 255 8 ff FF 73
// expect: -255 9 -ff -FF -73
// expect: 4096 13 1000 1000 35s
// expect: 9223372036854775807 63 7fffffffffffffff 7FFFFFFFFFFFFFFF 1y2p0ij32e8e7
// expect: -8000000000000000
// expect: 11001000 -10000000
// expect: FFFFFFFFFFFFFFFF
// expect: 2 11110001001000000 true
// expect: 3 20021100110 true
// expect: 7 1022634 true
// expect: 16 1e240 true
// expect: 36 2n9c true
// expect: 255 nil -128 nil
// expect: nil
// expect: nil 65535
// expect: nil nil
// expect: 00000101 10000000 11111111 00000000
