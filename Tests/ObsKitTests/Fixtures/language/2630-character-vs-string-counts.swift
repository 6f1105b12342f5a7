// Compiler test style: Character vs String counts with combining marks, flags and emoji ZWJ sequences
let samples: [String] = [
    "cafe\u{301}",
    "caf\u{e9}",
    "\u{1F1FA}\u{1F1F8}\u{1F1EB}\u{1F1F7}",
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
    "e\u{301}\u{302}\u{303}",
    "\r\n",
]

for s in samples {
    let chars = s.count
    let scalars = s.unicodeScalars.count
    let utf8 = s.utf8.count
    let utf16 = s.utf16.count
    print("chars=\(chars) scalars=\(scalars) utf8=\(utf8) utf16=\(utf16)")
}

// Canonical equivalence: precomposed vs decomposed compare equal
let a = "cafe\u{301}"
let b = "caf\u{e9}"
print(a == b, a.count == b.count, a.unicodeScalars.count == b.unicodeScalars.count)

let c1: Character = "e\u{301}"
let c2: Character = "\u{e9}"
print(c1 == c2)
print(Character("\r\n").isNewline, Character("\r\n").unicodeScalars.count)
print(String(c1).utf8.count, String(c2).utf8.count)

// Set of Characters deduplicates canonically-equivalent characters
let set: Set<Character> = [c1, c2, "x"]
print(set.count)
// expect: chars=4 scalars=5 utf8=6 utf16=5
// expect: chars=4 scalars=4 utf8=5 utf16=4
// expect: chars=2 scalars=4 utf8=16 utf16=8
// expect: chars=1 scalars=5 utf8=18 utf16=8
// expect: chars=1 scalars=4 utf8=7 utf16=4
// expect: chars=1 scalars=2 utf8=2 utf16=2
// expect: true true false
// expect: true
// expect: true 2
// expect: 3 2
// expect: 2
