// Q&A style (comparing a Character with a String doesn't compile?): Character vs String literals and comparisons
let word = "banana"
let first: Character = word.first!

print(first == "b")
print(String(first) == "b")
print(type(of: first), type(of: String(first)))

// A literal is inferred by context.
let c: Character = "a"
let s = "a"
print(type(of: c), type(of: s))
print(String(c) == s)

// Counting occurrences using Character comparison.
print("a count:", word.filter { $0 == "a" }.count)

// Character ordering is by Unicode scalar values, uppercase before lowercase.
let chars: [Character] = ["b", "B", "a", "Z"]
print(chars.sorted())
print(("a" as Character) < ("B" as Character))

// Character properties.
for ch in ["7", "x", " ", "Ä"] as [Character] {
    print(ch, ch.isNumber, ch.isLetter, ch.isWhitespace, ch.isUppercase)
}

// contains with a Character vs a String.
print(word.contains("n"), word.contains("nan"))

// Character from a string literal with several scalars is still one Character.
let flag: Character = "🇯🇵"
print(flag.unicodeScalars.count, String(flag).count)

// asciiValue
print(Character("A").asciiValue ?? 0, Character("é").asciiValue as Any)

// expect: true
// expect: true
// expect: Character String
// expect: Character String
// expect: true
// expect: a count: 3
// expect: ["B", "Z", "a", "b"]
// expect: false
// expect: 7 true false false false
// expect: x false true false false
// expect:   false false true false
// expect: Ä false true false true
// expect: true true
// expect: 2 1
// expect: 65 nil
