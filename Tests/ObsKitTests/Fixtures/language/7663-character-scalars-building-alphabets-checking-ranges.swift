// Blog style (Character from scalars): building alphabets and checking ranges
let lowercase = (UInt32(97)...122).compactMap { Unicode.Scalar($0) }.map { Character($0) }
print(String(lowercase))
let greek = (0x3B1...0x3B5).map { String(Character(Unicode.Scalar($0)!)) }.joined()
print(greek)
let ch: Character = "m"
print(("a"..."z").contains(ch), ("A"..."Z").contains(ch))
let first = ch.unicodeScalars.first!
let next = Character(Unicode.Scalar(first.value + 1)!)
print("after m comes \(next)")
let digitsRange: ClosedRange<Character> = "0"..."9"
print("7 is digit:", digitsRange.contains("7"), "x is digit:", digitsRange.contains("x"))
let scalarRange: ClosedRange<Unicode.Scalar> = "a"..."f"
print("e in a...f:", scalarRange.contains("e"))
print(Character("b") < Character("a"), "apple" < "banana", "Zebra" < "apple")
// expect: abcdefghijklmnopqrstuvwxyz
// expect: αβγδε
// expect: true false
// expect: after m comes n
// expect: 7 is digit: true x is digit: false
// expect: e in a...f: true
// expect: false true true
