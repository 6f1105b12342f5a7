// Compiler test style: Character arithmetic through asciiValue and UnicodeScalar init
func shift(_ c: Character, by n: Int) -> Character {
  guard let v = c.asciiValue, c.isLetter else { return c }
  let base: UInt8 = c.isUppercase ? 65 : 97
  let shifted = (Int(v - base) + n + 26) % 26 + Int(base)
  return Character(UnicodeScalar(UInt8(shifted)))
}

func caesar(_ s: String, _ n: Int) -> String {
  return String(s.map { shift($0, by: n) })
}

let msg = "Hello, World!"
let enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3))
print(caesar("xyz XYZ", 4))

let a: Character = "a"
print(a.asciiValue!)
print(Character("\u{E9}").asciiValue == nil)
let letters = (0..<5).map { Character(UnicodeScalar(UInt8(65 + $0))) }
print(String(letters))
print(("z" as Character).asciiValue! - ("a" as Character).asciiValue!)
// expect: Khoor, Zruog!
// expect: Hello, World!
// expect: bcd BCD
// expect: 97
// expect: true
// expect: ABCDE
// expect: 25
