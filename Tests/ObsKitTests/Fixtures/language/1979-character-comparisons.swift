// Compiler test style: Character comparisons, ordering, ranges of Characters and sorting
let a: Character = "a", z: Character = "z", A: Character = "A"
print(a < z, A < a, z > A, a == "a", a != A)
print(("a"..."z").contains("m" as Character), ("a"..."z").contains("M" as Character))
let digits: ClosedRange<Character> = "0"..."9"
print("4x9".filter { digits.contains($0) })

let letters: [Character] = ["q", "B", "a", "Z", "m", "1", "é"]
print(letters.sorted())
print(letters.sorted { $0.lowercased() < $1.lowercased() })
print(letters.min()!, letters.max()!)

func caesar(_ s: String, _ k: Int) -> String {
    String(s.map { c -> Character in
        guard let v = c.asciiValue, c.isLetter else { return c }
        let base: UInt8 = c.isUppercase ? 65 : 97
        let shifted = (Int(v - base) + k % 26 + 26) % 26
        return Character(Unicode.Scalar(base + UInt8(shifted)))
    })
}
print(caesar("Hello, World!", 3))
print(caesar(caesar("Hello, World!", 3), -3))

var counts: [Character: Int] = [:]
for ch in "mississippi" { counts[ch, default: 0] += 1 }
for key in counts.keys.sorted() { print(key, counts[key]!, terminator: " ") }
print()

let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let phrase = "Programming in Swift"
print(phrase.filter { vowels.contains(Character($0.lowercased())) }.count)
print(phrase.split(separator: " ").map { $0.first! })

switch Character("7") {
case "a"..."f", "A"..."F": print("hex letter")
case "0"..."9": print("decimal digit")
default: print("other")
}
let ch: Character = "é"
print(ch == "e\u{301}", ch > "e", ch < "f", "e\u{301}" < ("f" as Character))
print(Character("x") < "xy".last!, "b".first! == Character("b"))

// expect: true true true true true
// expect: true false
// expect: 49
// expect: ["1", "B", "Z", "a", "m", "q", "é"]
// expect: ["1", "a", "B", "m", "q", "Z", "é"]
// expect: 1 é
// expect: Khoor, Zruog!
// expect: Hello, World!
// expect: i 4 m 1 p 2 s 4 
// expect: 5
// expect: ["P", "i", "S"]
// expect: decimal digit
// expect: true true false false
// expect: true true
