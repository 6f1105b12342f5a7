// Exercism style (Isogram): lowercased letters checked with a Set insert and reduce(into:) counts
extension String {
    var isIsogram: Bool {
        var seen = Set<Character>()
        for ch in lowercased() where ch.isLetter {
            if !seen.insert(ch).inserted { return false }
        }
        return true
    }

    var repeatedLetters: [Character] {
        let counts = lowercased().filter(\.isLetter).reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
        return counts.filter { $0.value > 1 }.map(\.key).sorted()
    }
}

let words = [
    "", "isogram", "eleven", "zzyzx", "subdermatoglyphic", "Alphabet",
    "alphAbet", "thumbscrew-japingly", "six-year-old", "Emily Jung Schwartzkopf",
    "accentor", "angola", "up-to-date",
]
for word in words {
    let repeated = word.repeatedLetters
    let detail = repeated.isEmpty ? "" : " repeats \(String(repeated))"
    print("\"\(word)\": \(word.isIsogram)\(detail)")
}
print("isograms:", words.filter(\.isIsogram).count)

// expect: "": true
// expect: "isogram": true
// expect: "eleven": false repeats e
// expect: "zzyzx": false repeats z
// expect: "subdermatoglyphic": true
// expect: "Alphabet": false repeats a
// expect: "alphAbet": false repeats a
// expect: "thumbscrew-japingly": true
// expect: "six-year-old": true
// expect: "Emily Jung Schwartzkopf": true
// expect: "accentor": false repeats c
// expect: "angola": false repeats a
// expect: "up-to-date": false repeats t
// expect: isograms: 6
