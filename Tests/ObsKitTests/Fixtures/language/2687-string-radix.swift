// Compiler test style: String(_:radix:) and integer parsing with radix
print(String(255, radix: 16))
print(String(255, radix: 16, uppercase: true))
print(String(-255, radix: 2))
print(String(Int8.min, radix: 16))
print(String(UInt64.max, radix: 36))
print(String(0, radix: 7))
print(Int("ff", radix: 16) as Any)
print(Int("-101", radix: 2) as Any)
print(Int("zz", radix: 36) as Any)
print(Int("12", radix: 2) as Any)
print(UInt8("256") as Any, UInt8("+255") as Any, Int8("-128") as Any)
print(Int(" 42") as Any, Int("") as Any, Int("0x10") as Any)

// expect: ff
// expect: FF
// expect: -11111111
// expect: -80
// expect: 3w5e11264sgsf
// expect: 0
// expect: Optional(255)
// expect: Optional(-5)
// expect: Optional(1295)
// expect: nil
// expect: nil Optional(255) Optional(-128)
// expect: nil nil nil
