// A string's views: UTF-8 bytes, UTF-16 code units and Unicode scalars, their counts and elements.
// Expected output: swiftc 6.3.1 on this machine.
let text = "né 🐸"
print(text.count, text.utf8.count, text.utf16.count, text.unicodeScalars.count)
print(Array(text.utf8))
print(text.utf16.map { $0 })
for scalar in text.unicodeScalars {
    print(scalar, scalar.value, scalar.isASCII)
}
let bytes = Array("Hi!".utf8)
print(bytes, String(decoding: bytes, as: UTF8.self))
print(text.utf8.first!, text.unicodeScalars.last!.value, type(of: text.utf8.first!))

// expect: 4 8 5 4
// expect: [110, 195, 169, 32, 240, 159, 144, 184]
// expect: [110, 233, 32, 55357, 56376]
// expect: n 110 true
// expect: é 233 false
// expect:   32 true
// expect: 🐸 128056 false
// expect: [72, 105, 33] Hi!
// expect: 110 128056 UInt8
