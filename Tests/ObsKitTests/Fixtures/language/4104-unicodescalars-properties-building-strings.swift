// Compiler test style: unicodeScalars properties and building strings from scalars
let s = "Añ€😀"
for u in s.unicodeScalars {
  print(u, u.value, String(u.value, radix: 16), u.isASCII, String(u).utf8.count)
}
print(s.unicodeScalars.map { $0.properties.isAlphabetic })
let upper = String(String.UnicodeScalarView(s.unicodeScalars.map { $0.properties.uppercaseMapping.unicodeScalars.first! }))
print(upper)
var view = String.UnicodeScalarView()
for v in [72, 101, 121, 0x1F44B] { view.append(Unicode.Scalar(v)!) }
print(String(view))
print(Unicode.Scalar(0xD800) == nil, Unicode.Scalar(65)!.escaped(asASCII: true), Unicode.Scalar(0xE9)!.escaped(asASCII: true))
let caesar = String("abc xyz".unicodeScalars.map { u -> Character in
  guard u.properties.isLowercase else { return Character(u) }
  let shifted = (u.value - 97 + 3) % 26 + 97
  return Character(Unicode.Scalar(shifted)!)
})
print(caesar)
print("héllo".utf8.map { String($0, radix: 16) }.joined(separator: " "))
let bytes: [UInt8] = [0x63, 0x61, 0x66, 0xC3, 0xA9]
print(String(decoding: bytes, as: UTF8.self))
print("é".utf16.map { $0 }, "😀".utf16.map { String($0, radix: 16) })
print("AbC".unicodeScalars.filter { $0.properties.isUppercase }.count)
print(Character("a") < Character("b"), "Z" < "a", "apple" < "apricot")
// expect: A 65 41 true 1
// expect: ñ 241 f1 false 2
// expect: € 8364 20ac false 3
// expect: 😀 128512 1f600 false 4
// expect: [true, true, false, false]
// expect: AÑ€😀
// expect: Hey👋
// expect: true A \u{00E9}
// expect: def abc
// expect: 68 c3 a9 6c 6c 6f
// expect: café
// expect: [233] ["d83d", "de00"]
// expect: 2
// expect: true true true
