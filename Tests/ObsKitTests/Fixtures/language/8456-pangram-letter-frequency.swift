// Rosetta-style task: Pangram checker and letter frequency with Set algebra and Character properties
let alphabet = Set("abcdefghijklmnopqrstuvwxyz")

func missingLetters(_ text: String) -> [Character] {
    alphabet.subtracting(text.lowercased()).sorted()
}

let sentences = [
    "The quick brown fox jumps over the lazy dog",
    "Pack my box with five dozen liquor jugs.",
    "Hello, World!",
    "Sphinx of black quartz, judge my vow",
]
for s in sentences {
    let missing = missingLetters(s)
    if missing.isEmpty {
        print("PANGRAM: \(s)")
    } else {
        print("not a pangram (missing \(missing.count), e.g. \(String(missing.prefix(5)))): \(s)")
    }
}

let text = sentences.joined(separator: " ").lowercased()
let frequencies = text.filter(\.isLetter).reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let top = frequencies.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(5)
print("Top letters: " + top.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let (v, c) = text.filter(\.isLetter).reduce((0, 0)) { acc, ch in
    vowels.contains(ch) ? (acc.0 + 1, acc.1) : (acc.0, acc.1 + 1)
}
print("Vowels: \(v), consonants: \(c)")
let shared = sentences.map { Set($0.lowercased().filter(\.isLetter)) }.reduce(alphabet) { $0.intersection($1) }
print("Letters in every sentence: \(String(shared.sorted()))")

// expect: PANGRAM: The quick brown fox jumps over the lazy dog
// expect: PANGRAM: Pack my box with five dozen liquor jugs.
// expect: not a pangram (missing 19, e.g. abcfg): Hello, World!
// expect: PANGRAM: Sphinx of black quartz, judge my vow
// expect: Top letters: o=11 e=7 l=6 u=6 h=5
// expect: Vowels: 33, consonants: 73
// expect: Letters in every sentence: dehlorw
