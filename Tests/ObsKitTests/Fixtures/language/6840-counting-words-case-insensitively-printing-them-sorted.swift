// Advent of Code style (word frequency): counting words case-insensitively and printing them sorted by count then name
let text = """
It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness.
The end.
"""

func words(in text: String) -> [String] {
    text.lowercased()
        .split(whereSeparator: { !$0.isLetter && $0 != "'" })
        .map(String.init)
}

let all = words(in: text)
print("total words:", all.count)
var counts: [String: Int] = [:]
for w in all {
    counts[w, default: 0] += 1
}
print("distinct:", counts.count)

let sorted = counts.sorted { a, b in
    a.value != b.value ? a.value > b.value : a.key < b.key
}
for (word, n) in sorted.prefix(6) {
    let bar = String(repeating: "*", count: n)
    print(word.padded(to: 8), n, bar)
}

let grouped = Dictionary(grouping: all, by: { $0.count })
for length in grouped.keys.sorted() {
    let unique = Set(grouped[length]!).sorted()
    print(length, unique.joined(separator: ","))
}

let letterCounts = all.joined().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let top = letterCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
print(top.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
let once = counts.filter { $0.value == 1 }.keys.sorted()
print("once:", once)

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

// expect: total words: 26
// expect: distinct: 11
// expect: the      5 *****
// expect: it       4 ****
// expect: of       4 ****
// expect: was      4 ****
// expect: age      2 **
// expect: times    2 **
// expect: 2 it,of
// expect: 3 age,end,the,was
// expect: 4 best
// expect: 5 times,worst
// expect: 6 wisdom
// expect: 11 foolishness
// expect: t=13 e=12 s=12
// expect: once: ["best", "end", "foolishness", "wisdom", "worst"]
