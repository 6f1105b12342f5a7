// Unicode.Scalar values: making them from numbers, their properties, and Characters and Strings made from them.
// Expected output: swiftc 6.3.1 on this machine.
let a = Unicode.Scalar(65)!
let heart = Unicode.Scalar(0x2764)!
print(a, heart, a.value, heart.value)
print(Unicode.Scalar(0xD800) == nil, UnicodeScalar(UInt8(97)))
print(Character(a), String(heart) + "!", Character(UnicodeScalar(UInt8(48))))
print(a.properties.isAlphabetic, heart.properties.isAlphabetic, Unicode.Scalar(" ").properties.isWhitespace)
let letters = (65...70).compactMap { Unicode.Scalar($0) }.map { String($0) }.joined()
print(letters)
print("é".unicodeScalars.map { $0.value }, "e\u{301}".unicodeScalars.map { $0.value }, "é" == "e\u{301}")

// expect: A ❤ 65 10084
// expect: true a
// expect: A ❤! 0
// expect: true false true
// expect: ABCDEF
// expect: [233] [101, 769] true
