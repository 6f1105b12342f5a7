// Compiler test style: Character arithmetic through UnicodeScalar values
let a = UnicodeScalar("a")
print(a, a.value, type(of: a))

let alphabet = (0..<26).map { Character(UnicodeScalar(a.value + UInt32($0))!) }
print(String(alphabet))

let upperAlphabet = String((65...90).map { Character(UnicodeScalar(UInt8($0))) })
print(upperAlphabet)

func next(_ c: Character) -> Character {
    let v = c.unicodeScalars.first!.value
    return Character(UnicodeScalar(v + 1)!)
}
print(next("a"), next("Z"), next("9"), next("~"))

func letterIndex(_ c: Character) -> Int? {
    guard let v = c.lowercased().first?.asciiValue, v >= 97, v <= 122 else { return nil }
    return Int(v) - 97
}
print("Swift!".map { letterIndex($0).map(String.init) ?? "_" }.joined(separator: " "))

func letter(at i: Int) -> Character {
    Character(UnicodeScalar(UInt8(97 + i % 26)))
}
print((0..<30).filter { $0 % 3 == 0 }.map(letter))

func columnName(_ n: Int) -> String {
    var n = n
    var out = ""
    while n > 0 {
        n -= 1
        out.insert(letter(at: n % 26), at: out.startIndex)
        n /= 26
    }
    return out.uppercased()
}
print([1, 26, 27, 52, 53, 702, 703].map(columnName))

func columnNumber(_ s: String) -> Int {
    s.reduce(0) { $0 * 26 + Int($1.asciiValue! - 64) }
}
print(["A", "Z", "AA", "AZ", "ZZ", "AAA"].map(columnNumber))

let digitChars = (0...9).map { Character(UnicodeScalar(UInt8(48 + $0))) }
print(String(digitChars))

func shiftScalars(_ s: String, by n: Int32) -> String {
    var view = String.UnicodeScalarView()
    for u in s.unicodeScalars {
        let shifted = UnicodeScalar(UInt32(Int32(u.value) + n)) ?? u
        view.append(shifted)
    }
    return String(view)
}
print(shiftScalars("HAL", by: 1), shiftScalars("IBM", by: -1))

let fullwidth = "Swift".unicodeScalars.map { u -> String in
    guard u.value >= 33 && u.value <= 126 else { return String(u) }
    return String(UnicodeScalar(u.value + 0xFEE0)!)
}.joined()
print(fullwidth, fullwidth.count, fullwidth.utf8.count)

let scalarRange = UnicodeScalar("α").value...UnicodeScalar("ε").value
print(String(scalarRange.compactMap { UnicodeScalar($0) }.map(Character.init)))
print(UnicodeScalar(0xD800) == nil, UnicodeScalar(0x1F600) != nil)

let mid: Character = "m"
let cmp = ["a", "m", "z"].map { (c: Character) -> String in c < mid ? "<" : (c == mid ? "=" : ">") }
print(cmp.joined())

let sum = "abc".unicodeScalars.reduce(0) { $0 + Int($1.value) }
print(sum, "abc".utf8.reduce(0) { $0 + Int($1) })
let checksum = "HELLO".utf8.reduce(UInt8(0)) { $0 &+ $1 }
print(checksum)
let xorKey: UInt8 = 42
let encrypted = "secret".utf8.map { $0 ^ xorKey }
print(encrypted)
print(String(decoding: encrypted.map { $0 ^ xorKey }, as: UTF8.self))
print(Character("A") < Character("a"), Character("é") > Character("z"))

// expect: a 97 Scalar
// expect: abcdefghijklmnopqrstuvwxyz
// expect: ABCDEFGHIJKLMNOPQRSTUVWXYZ
// expect: b [ : 
// expect: 18 22 8 5 19 _
// expect: ["a", "d", "g", "j", "m", "p", "s", "v", "y", "b"]
// expect: ["A", "Z", "AA", "AZ", "BA", "ZZ", "AAA"]
// expect: [1, 26, 27, 52, 702, 703]
// expect: 0123456789
// expect: IBM HAL
// expect: Ｓｗｉｆｔ 5 15
// expect: αβγδε
// expect: true true
// expect: <=>
// expect: 294 294
// expect: 116
// expect: [89, 79, 73, 88, 79, 94]
// expect: secret
// expect: true true
