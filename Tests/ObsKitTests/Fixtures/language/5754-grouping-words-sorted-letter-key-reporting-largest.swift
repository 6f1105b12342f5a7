// Rosetta Code style (anagrams): grouping words by their sorted-letter key, reporting the largest classes and deranged pairs
let wordList = """
abel able bale bela elba
alger glare lager large regal
angel angle galen glean lange
caret carte cater crate trace
elan lane lean lena neal
evil levi live veil vile
listen silent enlist tinsel inlets
stone tones notes onset
apple
banana
"""

let words = wordList.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
print("words:", words.count)

var groups: [String: [String]] = [:]
for w in words {
    groups[String(w.sorted()), default: []].append(w)
}
let maxSize = groups.values.map(\.count).max() ?? 0
let biggest = groups.values.filter { $0.count == maxSize }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
print("largest class size:", maxSize)
for g in biggest {
    print(" ", g.joined(separator: " "))
}
let singles = groups.filter { $0.value.count == 1 }.flatMap(\.value).sorted()
print("no anagrams:", singles)

func isDeranged(_ a: String, _ b: String) -> Bool {
    zip(a, b).allSatisfy { $0 != $1 }
}

var deranged: [(String, String)] = []
for g in groups.values {
    let sorted = g.sorted()
    for i in sorted.indices {
        for j in sorted.indices where j > i && isDeranged(sorted[i], sorted[j]) {
            deranged.append((sorted[i], sorted[j]))
        }
    }
}
deranged.sort { ($0.0.count, $0.0, $0.1) > ($1.0.count, $1.0, $1.1) }
print("deranged pairs:", deranged.count)
for (a, b) in deranged.prefix(4) {
    print("  \(a) / \(b)")
}

// expect: words: 41
// expect: largest class size: 5
// expect:   abel able bale bela elba
// expect:   alger glare lager large regal
// expect:   angel angle galen glean lange
// expect:   caret carte cater crate trace
// expect:   elan lane lean lena neal
// expect:   enlist inlets listen silent tinsel
// expect:   evil levi live veil vile
// expect: no anagrams: ["apple", "banana"]
// expect: deranged pairs: 31
// expect:   inlets / tinsel
// expect:   inlets / listen
// expect:   enlist / tinsel
// expect:   enlist / listen
