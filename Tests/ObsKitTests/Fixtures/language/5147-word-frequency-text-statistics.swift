// App code style: word frequency and text statistics
let text = """
The quick brown fox jumps over the lazy dog. The dog barks; the fox runs!
A quick brown dog? No -- a quick, quick fox.
"""

func words(in s: String) -> [String] {
    var result: [String] = []
    var current = ""
    for ch in s {
        if ch.isLetter || ch == "'" {
            current.append(Character(ch.lowercased()))
        } else if !current.isEmpty {
            result.append(current)
            current = ""
        }
    }
    if !current.isEmpty { result.append(current) }
    return result
}

let all = words(in: text)
print("word count: \(all.count)")
let freq = all.reduce(into: [:]) { (counts: inout [String: Int], w) in counts[w, default: 0] += 1 }
let top = freq.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5)
for (rank, entry) in top.enumerated() {
    let bar = String(repeating: "█", count: entry.value)
    print("\(rank + 1). \(entry.key.padding(6)) \(entry.value) \(bar)")
}

let sentences = text.split(whereSeparator: { ".!?".contains($0) })
    .map { $0.trimmingPrefix(while: \.isWhitespace) }
    .filter { !$0.isEmpty }
print("sentences: \(sentences.count)")
for s in sentences { print("  [\(words(in: String(s)).count)] \(s)") }

let byLength = Dictionary(grouping: Set(all), by: \.count)
for len in byLength.keys.sorted() {
    print("len \(len): \(byLength[len]!.sorted().joined(separator: " "))")
}
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let vowelCount = all.joined().filter { vowels.contains($0) }.count
print("vowels: \(vowelCount) of \(all.joined().count) letters")
let longest = all.max { ($0.count, $1) < ($1.count, $0) }!
print("longest word: \(longest)")
let capitalized = all.prefix(6).map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized.joined(separator: " "))
let acronym = String(all.prefix(4).compactMap(\.first)).uppercased()
print("acronym: \(acronym)")
let punctuation = text.filter(\.isPunctuation)
print("punctuation: \(punctuation)")
let unique = all.filter { freq[$0] == 1 }
print("hapax: \(unique)")

extension String {
    func padding(_ n: Int) -> String { self + String(repeating: " ", count: max(0, n - count)) }
}

// expect: word count: 24
// expect: 1. quick  4 ████
// expect: 2. the    4 ████
// expect: 3. dog    3 ███
// expect: 4. fox    3 ███
// expect: 5. a      2 ██
// expect: sentences: 4
// expect:   [9] The quick brown fox jumps over the lazy dog
// expect:   [6] The dog barks; the fox runs
// expect:   [4] A quick brown dog
// expect:   [5] No -- a quick, quick fox
// expect: len 1: a
// expect: len 2: no
// expect: len 3: dog fox the
// expect: len 4: lazy over runs
// expect: len 5: barks brown jumps quick
// expect: vowels: 29 of 86 letters
// expect: longest word: barks
// expect: The Quick Brown Fox Jumps Over
// expect: acronym: TQBF
// expect: punctuation: .;!?--,.
// expect: hapax: ["jumps", "over", "lazy", "barks", "runs", "no"]
