// App code style: word frequency with Dictionary(grouping:) and reduce(into:)
let text = """
The quick brown fox jumps over the lazy dog. The dog barks;
the fox runs! A quick fox is a happy fox.
"""

func normalizeWords(_ s: String) -> [String] {
    s.lowercased()
        .split(whereSeparator: { !$0.isLetter })
        .map(String.init)
}

let words = normalizeWords(text)
print("word count:", words.count)

let freq = words.reduce(into: [String: Int]()) { counts, w in
    counts[w, default: 0] += 1
}
let ranked = freq.sorted { a, b in
    a.value != b.value ? a.value > b.value : a.key < b.key
}
for (word, n) in ranked.prefix(5) {
    print(word.padding(6), String(repeating: "*", count: n), n)
}

extension String {
    func padding(_ n: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, n - count))
    }
}

let byFirstLetter = Dictionary(grouping: Set(words), by: { $0.first! })
for key in byFirstLetter.keys.sorted() {
    let group = byFirstLetter[key]!.sorted()
    print("\(key): \(group.joined(separator: ", "))")
}

let byLength = Dictionary(grouping: words, by: { $0.count })
    .mapValues { Set($0).count }
for len in byLength.keys.sorted() {
    print("length \(len): \(byLength[len]!) distinct")
}

let letterCounts = text.lowercased().filter { $0.isLetter }
    .reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let topLetters = letterCounts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
print(topLetters.prefix(4).map { "\($0.key):\($0.value)" }.joined(separator: " "))

let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let vowelCount = text.lowercased().filter { vowels.contains($0) }.count
print("vowels:", vowelCount)

let sentences = text.split(whereSeparator: { ".;!".contains($0) })
    .map { $0.split(separator: " ", omittingEmptySubsequences: true).count }
    .filter { $0 > 0 }
print("words per sentence:", sentences)

let uniqueInOrder = words.reduce(into: [String]()) { acc, w in
    if !acc.contains(w) { acc.append(w) }
}
print(uniqueInOrder.joined(separator: " "))

let (short, long) = words.reduce(into: (0, 0)) { acc, w in
    if w.count <= 3 { acc.0 += 1 } else { acc.1 += 1 }
}
print("short: \(short), long: \(long)")
let anyDuplicates = freq.values.contains { $0 > 1 }
print("has duplicates:", anyDuplicates, "hapax:", freq.filter { $0.value == 1 }.keys.sorted())

// expect: word count: 22
// expect: fox    **** 4
// expect: the    **** 4
// expect: a      ** 2
// expect: dog    ** 2
// expect: quick  ** 2
// expect: a: a
// expect: b: barks, brown
// expect: d: dog
// expect: f: fox
// expect: h: happy
// expect: i: is
// expect: j: jumps
// expect: l: lazy
// expect: o: over
// expect: q: quick
// expect: r: runs
// expect: t: the
// expect: length 1: 1 distinct
// expect: length 2: 1 distinct
// expect: length 3: 3 distinct
// expect: length 4: 3 distinct
// expect: length 5: 5 distinct
// expect: o:8 a:5 e:5 h:5
// expect: vowels: 25
// expect: words per sentence: [9, 3, 3, 7]
// expect: the quick brown fox jumps over lazy dog barks runs a is happy
// expect: short: 13, long: 9
// expect: has duplicates: true hapax: ["barks", "brown", "happy", "is", "jumps", "lazy", "over", "runs"]
