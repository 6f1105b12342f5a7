// Compiler test style: iterating unicodeScalars, scalar values and properties
let s = "A\u{E9}e\u{301}\u{1F600}"
for scalar in s.unicodeScalars {
  print(scalar.value, scalar.isASCII, scalar.properties.isAlphabetic)
}
print(s.count, s.unicodeScalars.count)

let hexes = "Hi!".unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
print(hexes.joined(separator: " "))

var built = String.UnicodeScalarView()
built.append(Unicode.Scalar(0x53)!)
built.append(Unicode.Scalar(0x77)!)
built.append("i")
built.append(contentsOf: "ft".unicodeScalars)
print(String(built))
print(Unicode.Scalar(0xD800) == nil)
// expect: 65 true true
// expect: 233 false true
// expect: 101 true true
// expect: 769 false false
// expect: 128512 false false
// expect: 4 5
// expect: 48 69 21
// expect: Swift
// expect: true
