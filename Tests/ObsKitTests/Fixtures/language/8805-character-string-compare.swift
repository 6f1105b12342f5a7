// Compiler test style (String/Character): comparison, canonical equivalence and counting
let precomposed = "caf\u{E9}"
let decomposed = "cafe\u{301}"
print(precomposed == decomposed)
print(precomposed.count, decomposed.count)
print(precomposed.unicodeScalars.count, decomposed.unicodeScalars.count)
print(precomposed.utf8.count, decomposed.utf8.count)

let c1: Character = "\u{E9}"
let c2: Character = "e\u{301}"
print(c1 == c2, c1 < "f", "a" < c1)

print("apple" < "banana", "Zebra" < "apple", "abc" < "abcd", "" < "a")
print(["pear", "Apple", "apple", "banana", "Banana"].sorted())

// Characters made of multiple scalars
let flag: Character = "🇯🇵"
let family = "👨‍👩‍👧"
print(flag.unicodeScalars.count, family.count, family.unicodeScalars.count)
print("🇯🇵🇺🇸".count)

// Character properties
let sample: [Character] = ["a", "Z", "7", " ", "é", "!"]
for ch in sample {
    print("'\(ch)' letter=\(ch.isLetter) upper=\(ch.isUppercase) number=\(ch.isNumber) ws=\(ch.isWhitespace) ascii=\(ch.asciiValue.map(String.init) ?? "nil")")
}

// hasPrefix and contains work on Characters
let word = "e\u{301}cole"
print(word.hasPrefix("\u{E9}"), word.first == "\u{E9}", word.contains("o"))

// String indices and substrings
let s = "Hello, Swift"
let comma = s.firstIndex(of: ",")!
print(s[..<comma], "|", s[s.index(after: comma)...].dropFirst())
print(s.lowercased() == "hello, swift", s.uppercased())
print(String(s.reversed()), s.filter { "aeiou".contains($0) })

// Comparing Substring to String
let sub = s.prefix(5)
print(sub == "Hello", type(of: sub))
print(max("b", "ab", "aa"), min(Character("x"), Character("X")))

// expect: true
// expect: 4 4
// expect: 4 5
// expect: 5 6
// expect: true false true
// expect: true true true true
// expect: ["Apple", "Banana", "apple", "banana", "pear"]
// expect: 2 1 5
// expect: 2
// expect: 'a' letter=true upper=false number=false ws=false ascii=97
// expect: 'Z' letter=true upper=true number=false ws=false ascii=90
// expect: '7' letter=false upper=false number=true ws=false ascii=55
// expect: ' ' letter=false upper=false number=false ws=true ascii=32
// expect: 'é' letter=true upper=false number=false ws=false ascii=nil
// expect: '!' letter=false upper=false number=false ws=false ascii=33
// expect: true true true
// expect: Hello | Swift
// expect: true HELLO, SWIFT
// expect: tfiwS ,olleH eoi
// expect: true Substring
// expect: b X
