// Parsing integers of each width from strings, with radix, and what does not parse.
// Expected output: swiftc 6.3.1 on this machine.
print(UInt8("255") as Any, UInt8("256") as Any, Int8("-128") as Any, Int8("128") as Any)
print(UInt16("ff", radix: 16) as Any, Int32("-777", radix: 8) as Any, UInt8("1010", radix: 2) as Any)
print(Int64("9223372036854775807") as Any, UInt64("18446744073709551615") as Any, UInt("-1") as Any)
let fields = ["12", "x", "300", "7"]
let parsed = fields.compactMap { UInt8($0) }
print(parsed, parsed.reduce(0, +), type(of: parsed))
print(Int("+42") as Any, Int(" 42") as Any, Int("") as Any)

// expect: Optional(255) nil Optional(-128) nil
// expect: Optional(255) Optional(-511) Optional(10)
// expect: Optional(9223372036854775807) Optional(18446744073709551615) nil
// expect: [12, 7] 19 Array<UInt8>
// expect: Optional(42) nil nil
