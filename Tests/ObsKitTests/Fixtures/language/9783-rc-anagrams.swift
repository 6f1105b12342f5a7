// Rosetta Code style: Anagrams (find the largest sets of words that are anagrams)
let wordList = """
    abel able bale bela elba alger glare lager large regal
    angel angle galen glean lange caret carte cater crate trace
    elan lane lean lena neal evil levi live veil vile
    listen silent enlist tinsel inlets stone tones notes onset
    dusty study night thing apple paper
    """

let words = wordList.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
print("word count:", words.count)

func signature(_ w: String) -> String {
    String(w.lowercased().sorted())
}

var groups: [String: [String]] = [:]
for w in words {
    groups[signature(w), default: []].append(w)
}

let maxSize = groups.values.map(\.count).max() ?? 0
print("largest group size:", maxSize)
let largest = groups.filter { $0.value.count == maxSize }.keys.sorted()
for key in largest {
    print(groups[key]!.sorted().joined(separator: " "))
}

print("--- all groups with at least two words")
let multi = groups.values.filter { $0.count >= 2 }
    .map { $0.sorted() }
    .sorted { ($0.count, $1[0]) > ($1.count, $0[0]) }
for g in multi {
    print("\(g.count): \(g.joined(separator: ", "))")
}

print("--- words with no anagram partner")
let loners = groups.values.filter { $0.count == 1 }.map { $0[0] }.sorted()
print(loners.isEmpty ? "(none)" : loners.joined(separator: " "))

func isAnagram(_ a: String, _ b: String) -> Bool {
    let clean: (String) -> [Character] = { $0.lowercased().filter(\.isLetter).sorted() }
    return clean(a) == clean(b)
}
let pairs = [("Dormitory", "Dirty room"), ("The eyes", "They see"), ("Hello", "World"), ("Astronomer", "Moon starer")]
for (a, b) in pairs {
    print("\"\(a)\" / \"\(b)\": \(isAnagram(a, b))")
}

// Character histogram comparison as an alternative
func histogram(_ s: String) -> [Character: Int] {
    s.reduce(into: [:]) { $0[$1, default: 0] += 1 }
}
print(histogram("listen") == histogram("silent"), histogram("apple") == histogram("paper"))

// expect: word count: 45
// expect: largest group size: 5
// expect: abel able bale bela elba
// expect: caret carte cater crate trace
// expect: angel angle galen glean lange
// expect: alger glare lager large regal
// expect: elan lane lean lena neal
// expect: enlist inlets listen silent tinsel
// expect: evil levi live veil vile
// expect: --- all groups with at least two words
// expect: 5: abel, able, bale, bela, elba
// expect: 5: alger, glare, lager, large, regal
// expect: 5: angel, angle, galen, glean, lange
// expect: 5: caret, carte, cater, crate, trace
// expect: 5: elan, lane, lean, lena, neal
// expect: 5: enlist, inlets, listen, silent, tinsel
// expect: 5: evil, levi, live, veil, vile
// expect: 4: notes, onset, stone, tones
// expect: 2: dusty, study
// expect: 2: night, thing
// expect: --- words with no anagram partner
// expect: apple paper
// expect: "Dormitory" / "Dirty room": true
// expect: "The eyes" / "They see": true
// expect: "Hello" / "World": false
// expect: "Astronomer" / "Moon starer": true
// expect: true false
