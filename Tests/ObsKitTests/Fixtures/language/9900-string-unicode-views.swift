// Apple docs style (String): UTF-8, UTF-16 and Unicode scalar views
let cafe = "Café"
print("characters:", cafe.count)
print("unicodeScalars:", cafe.unicodeScalars.count)
print("utf8:", cafe.utf8.count, Array(cafe.utf8))
print("utf16:", cafe.utf16.count, Array(cafe.utf16))

let decomposed = "Cafe\u{301}"
print("decomposed characters:", decomposed.count, "scalars:", decomposed.unicodeScalars.count)
print("canonically equal:", cafe == decomposed)
print("utf8 equal:", Array(cafe.utf8) == Array(decomposed.utf8))

for scalar in "A€😀".unicodeScalars {
    print("U+\(String(scalar.value, radix: 16, uppercase: true)) utf8 bytes: \(String(scalar).utf8.count) utf16 units: \(String(scalar).utf16.count)")
}

let flowers = "Flowers 💐"
for v in flowers.unicodeScalars where !v.isASCII {
    print("non-ASCII scalar:", v, v.value)
}
print("ascii prefix: [\(String(flowers.unicodeScalars.prefix { $0.isASCII }))]")

let bytes: [UInt8] = [72, 105, 32, 240, 159, 145, 139]
if let decoded = String(validating: bytes, as: UTF8.self) {
    print("decoded:", decoded, decoded.count)
}
let fromValidating = String(decoding: bytes.dropLast(), as: UTF8.self)
print("String(decoding:) repairs:", fromValidating, fromValidating.unicodeScalars.last!.value)

let family = "👨‍👩‍👧"
print("family characters:", family.count, "scalars:", family.unicodeScalars.count, "utf8:", family.utf8.count)
print("scalar values:", family.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))

var scalars = String.UnicodeScalarView()
scalars.append(contentsOf: "abc".unicodeScalars)
scalars.append(Unicode.Scalar(0x2713)!)
print("built:", String(scalars))

let word = "naïve"
let utf8Index = word.utf8.firstIndex(of: 0xC3)!
print("utf8 offset of 0xC3:", word.utf8.distance(from: word.utf8.startIndex, to: utf8Index))
print("char at that index:", word[utf8Index])
print("uppercase scalars:", "Hello World".unicodeScalars.filter { $0.properties.isUppercase }.map(String.init))
// expect: characters: 4
// expect: unicodeScalars: 4
// expect: utf8: 5 [67, 97, 102, 195, 169]
// expect: utf16: 4 [67, 97, 102, 233]
// expect: decomposed characters: 4 scalars: 5
// expect: canonically equal: true
// expect: utf8 equal: false
// expect: U+41 utf8 bytes: 1 utf16 units: 1
// expect: U+20AC utf8 bytes: 3 utf16 units: 1
// expect: U+1F600 utf8 bytes: 4 utf16 units: 2
// expect: non-ASCII scalar: 💐 128144
// expect: ascii prefix: [Flowers ]
// expect: decoded: Hi 👋 4
// expect: String(decoding:) repairs: Hi � 65533
// expect: family characters: 1 scalars: 5 utf8: 18
// expect: scalar values: 1f468 200d 1f469 200d 1f467
// expect: built: abc✓
// expect: utf8 offset of 0xC3: 2
// expect: char at that index: ï
// expect: uppercase scalars: ["H", "W"]
