// `Unicode.Scalar(n)` from an integer is failable (an optional), unless a scalar is expected where it is
// written (`Character(Unicode.Scalar(97))`, `String(...)`), where Swift picks the non-failable UInt8
// initializer; the type prints as `Scalar`.
// Expected output from swiftc 6.3.1 on Linux.
let maybe = Unicode.Scalar(65)
print(maybe as Any, type(of: maybe))
let code = 0x1F642
print(Unicode.Scalar(code) as Any)
print(Unicode.Scalar(0xD800) as Any)
print(Character(Unicode.Scalar(120)), String(Unicode.Scalar(121)))
let byte: UInt8 = 122
print(Unicode.Scalar(byte), type(of: Unicode.Scalar(byte)))
var text = ""
for n in 97...99 { if let s = Unicode.Scalar(n) { text.unicodeScalars.append(s) } }
print(text)

// expect: Optional("A") Optional<Scalar>
// expect: Optional("\u{0001F642}")
// expect: nil
// expect: x y
// expect: z Scalar
// expect: abc
