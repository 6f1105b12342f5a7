// Compiler test style: integer radix strings
// Checks String(_:radix:uppercase:) for hex, binary and octal of signed
// and unsigned values, negatives, zero, padding helpers, and parsing back
// with Int(_:radix:).

print(String(255, radix: 16))
print(String(255, radix: 16, uppercase: true))
print(String(255, radix: 2))
print(String(255, radix: 8))
print(String(0, radix: 16))
print(String(-255, radix: 16))
print(String(35, radix: 36))
print(String(UInt8.max, radix: 2))
print(String(Int8.min, radix: 16))
print(String(Int64.min, radix: 16))
print(String(UInt64.max, radix: 16))
print(String(Int.max, radix: 36))

// Bit pattern of a negative number in hex.
print(String(UInt8(bitPattern: -1), radix: 16))
print(String(UInt32(bitPattern: -2), radix: 16, uppercase: true))

// Zero padding helper.
func hex<T: BinaryInteger>(_ v: T, width: Int) -> String {
  let s = String(v, radix: 16)
  return String(repeating: "0", count: max(0, width - s.count)) + s
}
print(hex(UInt8(10), width: 2))
print(hex(UInt16(0xBEEF), width: 4))
print(hex(7, width: 8))

// Binary with grouping.
func binary(_ v: UInt8) -> String {
  var s = String(v, radix: 2)
  s = String(repeating: "0", count: 8 - s.count) + s
  return s.prefix(4) + "_" + s.suffix(4)
}
print(binary(5))
print(binary(200))

// Round trip.
for r in [2, 8, 10, 16, 36] {
  let s = String(123456, radix: r)
  print(r, s, Int(s, radix: r) as Any)
}

// Parsing failures and edge cases.
print(Int("FF", radix: 16) as Any)
print(Int("0xFF", radix: 16) as Any)
print(Int("-80", radix: 16) as Any)
print(Int8("-80", radix: 16) as Any)
print(Int8("80", radix: 16) as Any)
print(UInt8("100000000", radix: 2) as Any)
print(Int("12", radix: 2) as Any)

// Hex dump of bytes.
let bytes: [UInt8] = Array("Hi!".utf8)
print(bytes.map { hex($0, width: 2) }.joined(separator: " "))

// Interpolating radix strings.
let code = 0x1F600
print("U+\(String(code, radix: 16, uppercase: true))")
print("0b\(String(0b1011, radix: 2))")
print("0o\(String(0o17, radix: 8))")

// Integer literals in other bases print in decimal.
print(0xFF, 0b1010, 0o777, 1_000_000)

// expect: ff
// expect: FF
// expect: 11111111
// expect: 377
// expect: 0
// expect: -ff
// expect: z
// expect: 11111111
// expect: -80
// expect: -8000000000000000
// expect: ffffffffffffffff
// expect: 1y2p0ij32e8e7
// expect: ff
// expect: FFFFFFFE
// expect: 0a
// expect: beef
// expect: 00000007
// expect: 0000_0101
// expect: 1100_1000
// expect: 2 11110001001000000 Optional(123456)
// expect: 8 361100 Optional(123456)
// expect: 10 123456 Optional(123456)
// expect: 16 1e240 Optional(123456)
// expect: 36 2n9c Optional(123456)
// expect: Optional(255)
// expect: nil
// expect: Optional(-128)
// expect: Optional(-128)
// expect: nil
// expect: nil
// expect: nil
// expect: 48 69 21
// expect: U+1F600
// expect: 0b1011
// expect: 0o17
// expect: 255 10 511 1000000
