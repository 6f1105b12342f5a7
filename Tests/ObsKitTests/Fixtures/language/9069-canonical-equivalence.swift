// Compiler test style: string comparison — canonically equivalent strings compare equal, hash equally, but differ in their code-unit views
let precomposed = "caf\u{E9}"
let decomposed = "cafe\u{301}"

print(precomposed == decomposed)
print(precomposed.count == decomposed.count, precomposed.utf8.count, decomposed.utf8.count)
print(precomposed.utf8.elementsEqual(decomposed.utf8))
print(precomposed.unicodeScalars.elementsEqual(decomposed.unicodeScalars))

// Characters compare canonically too.
let c1: Character = "\u{E9}"
let c2: Character = "e\u{301}"
print(c1 == c2, precomposed.last! == decomposed.last!)

// Hashing is consistent with equality.
var set: Set<String> = [precomposed]
print(set.contains(decomposed), set.insert(decomposed).inserted, set.count)
var dict: [String: Int] = [decomposed: 1]
dict[precomposed, default: 0] += 10
print(dict.count, dict[decomposed]!)

// Ordering of multiple combining marks is normalized.
let order1 = "a\u{0323}\u{0307}"   // dot below, dot above
let order2 = "a\u{0307}\u{0323}"   // dot above, dot below
print(order1 == order2, order1.count, order2.count)

// Hangul syllable vs conjoining jamo.
let syllable = "\u{D55C}"
let jamo = "\u{1112}\u{1161}\u{11AB}"
print(syllable == jamo, syllable.count, jamo.count, syllable.unicodeScalars.count, jamo.unicodeScalars.count)

// Not equivalent: compatibility characters stay distinct.
print("\u{FB01}" == "fi", "\u{212B}" == "\u{C5}", "\u{2126}" == "\u{3A9}")

// Searching works canonically.
let phrase = "the cafe\u{301} is open"
print(phrase.contains(precomposed), phrase.hasPrefix("the caf"), phrase.hasSuffix("open"))
print(phrase.firstIndex(of: "\u{E9}") != nil)
print(phrase.split(separator: " ").map { $0 == precomposed })

// Comparison (<) is based on normalized scalars.
let words = ["e\u{301}clair", "\u{E9}cole", "ezra", "eagle", "zebra"]
print(words.sorted().map { $0.unicodeScalars.count })
print("e\u{301}" < "f", "\u{E9}" < "e\u{302}", "\u{E9}" > "e")

// Substring comparisons follow the same rules.
let sub1 = "xxcafe\u{301}xx".dropFirst(2).dropLast(2)
print(sub1 == precomposed[...], sub1.count, sub1.utf8.count)

// expect: true
// expect: true 5 6
// expect: false
// expect: false
// expect: true true
// expect: true false 1
// expect: 1 11
// expect: true 1 1
// expect: true 1 1 1 3
// expect: false true true
// expect: true true true
// expect: true
// expect: [false, true, false, false]
// expect: [5, 4, 5, 7, 5]
// expect: false true true
// expect: true 4 6
