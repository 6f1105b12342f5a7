// Q&A style (two identical-looking strings are equal but have different lengths?): canonical equivalence in String ==
let composed = "caf\u{E9}"
let decomposed = "cafe\u{301}"

print(composed, decomposed)
print("==:", composed == decomposed)
print("count:", composed.count, decomposed.count)
print("unicodeScalars:", composed.unicodeScalars.count, decomposed.unicodeScalars.count)
print("utf8:", composed.utf8.count, decomposed.utf8.count)
print("utf16:", composed.utf16.count, decomposed.utf16.count)

// Character equality is canonical too.
let e1: Character = "\u{E9}"
let e2: Character = "e\u{301}"
print("Character ==:", e1 == e2)

// But comparing the scalar arrays shows the difference.
print("scalars equal:", Array(composed.unicodeScalars) == Array(decomposed.unicodeScalars))

// hasSuffix / contains respect canonical equivalence.
print("hasSuffix:", decomposed.hasSuffix("\u{E9}"))

// Set of Strings dedups canonically equivalent strings.
let set: Set = [composed, decomposed]
print("set count:", set.count)

// Dictionary lookup with the other form succeeds.
let prices = [composed: 3]
print("lookup decomposed:", prices[decomposed] ?? -1)

// Hangul: precomposed syllable vs jamo sequence.
let syllable = "\u{D55C}"
let jamo = "\u{1112}\u{1161}\u{11AB}"
print(syllable == jamo, syllable.count, jamo.count, jamo.unicodeScalars.count)

// Different letters that look alike are not equal (Latin vs Cyrillic a).
print("a" == "\u{430}")

// expect: café café
// expect: ==: true
// expect: count: 4 4
// expect: unicodeScalars: 4 5
// expect: utf8: 5 6
// expect: utf16: 4 5
// expect: Character ==: true
// expect: scalars equal: false
// expect: hasSuffix: true
// expect: set count: 1
// expect: lookup decomposed: 3
// expect: true 1 1 3
// expect: false
