// Rosetta-style task: Anagrams via Dictionary(grouping:) keyed by sorted letters
let words = """
abel able bale bela elba alger glare lager large regal angel angle galen glean lange \
caret carte cater crate trace elan lane lean lena neal evil levi live veil vile \
swift stone tones notes onset steno hello world listen silent enlist tinsel inlets
""".split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

let groups = Dictionary(grouping: words) { String($0.sorted()) }
let maxSize = groups.values.map(\.count).max() ?? 0
let biggest = groups.values
    .filter { $0.count == maxSize }
    .map { $0.sorted() }
    .sorted { $0[0] < $1[0] }

print("Words: \(words.count), groups: \(groups.count), largest group size: \(maxSize)")
for group in biggest {
    print(group.joined(separator: " "))
}

let singles = groups.values.filter { $0.count == 1 }.flatMap { $0 }.sorted()
print("No anagram partner: \(singles.joined(separator: ", "))")

func isAnagram(_ a: String, _ b: String) -> Bool {
    let clean = { (s: String) in s.lowercased().filter(\.isLetter).sorted() }
    return clean(a) == clean(b)
}
let phrases = [("Dormitory", "Dirty room"), ("The eyes", "They see"), ("Hello", "Olelh!"), ("Swift", "Shift")]
for (a, b) in phrases {
    print("\"\(a)\" / \"\(b)\": \(isAnagram(a, b) ? "anagram" : "not anagram")")
}

// expect: Words: 43, groups: 11, largest group size: 5
// expect: abel able bale bela elba
// expect: alger glare lager large regal
// expect: angel angle galen glean lange
// expect: caret carte cater crate trace
// expect: elan lane lean lena neal
// expect: enlist inlets listen silent tinsel
// expect: evil levi live veil vile
// expect: notes onset steno stone tones
// expect: No anagram partner: hello, swift, world
// expect: "Dormitory" / "Dirty room": anagram
// expect: "The eyes" / "They see": anagram
// expect: "Hello" / "Olelh!": anagram
// expect: "Swift" / "Shift": not anagram
