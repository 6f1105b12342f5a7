// Advent of Code style (unicodeScalars): building strings from scalars, ROT13 and letter shifting over scalar values
func shiftScalar(_ s: Unicode.Scalar, by n: Int) -> Unicode.Scalar {
    let v = Int(s.value)
    switch v {
    case 65...90:
        return Unicode.Scalar(UInt8((v - 65 + n % 26 + 26) % 26 + 65))
    case 97...122:
        return Unicode.Scalar(UInt8((v - 97 + n % 26 + 26) % 26 + 97))
    default:
        return s
    }
}

func shift(_ text: String, by n: Int) -> String {
    var scalars = String.UnicodeScalarView()
    for s in text.unicodeScalars {
        scalars.append(shiftScalar(s, by: n))
    }
    return String(scalars)
}

let plain = "Hello, World!"
let rot = shift(plain, by: 13)
print(rot)
print(shift(rot, by: 13))
print(shift("xyz ABC", by: -3))

let alphabet = String(String.UnicodeScalarView((97...122).compactMap(Unicode.Scalar.init)))
print(alphabet)
let upper = (65...70).map { String(Character(Unicode.Scalar(UInt8($0)))) }.joined()
print(upper)

let smile = Unicode.Scalar(0x1F600)!
print(smile, smile.value, smile.isASCII)
var built = ""
built.unicodeScalars.append("A")
built.unicodeScalars.append(contentsOf: ["\u{301}", "b"])
print(built, built.count, built.unicodeScalars.count)

let letterCount = plain.unicodeScalars.filter { $0.properties.isAlphabetic }.count
print("alphabetic scalars:", letterCount)
let spaced = plain.unicodeScalars.map { $0.properties.isWhitespace ? "_" : String($0) }.joined()
print(spaced)
print(Unicode.Scalar("a").value - Unicode.Scalar("A").value)

// expect: Uryyb, Jbeyq!
// expect: Hello, World!
// expect: uvw XYZ
// expect: abcdefghijklmnopqrstuvwxyz
// expect: ABCDEF
// expect: 😀 128512 false
// expect: Áb 2 3
// expect: alphabetic scalars: 10
// expect: Hello,_World!
// expect: 32
