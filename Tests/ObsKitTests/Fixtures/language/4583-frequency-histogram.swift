// App code style: character frequency histograms with sorted output
let text = """
It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness
"""

var counts: [Character: Int] = [:]
for c in text.lowercased() where c.isLetter {
    counts[c, default: 0] += 1
}
let total = counts.values.reduce(0, +)
print("letters:", total, "distinct:", counts.count)

let sorted = counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
let maxCount = sorted.first!.value
for (letter, n) in sorted.prefix(8) {
    let barLength = n * 30 / maxCount
    let pct = n * 1000 / total
    print("\(letter) \(String(repeating: "█", count: barLength)) \(n) (\(pct / 10).\(pct % 10)%)")
}

let absent = "abcdefghijklmnopqrstuvwxyz".filter { counts[$0] == nil }
print("absent:", absent)

var buckets = [Int](repeating: 0, count: 26)
for c in text.lowercased() {
    if let v = c.asciiValue, (97...122).contains(v) {
        buckets[Int(v - 97)] += 1
    }
}
let rows = stride(from: 0, to: 26, by: 13).map { start in
    (start..<start + 13).map { i -> String in
        let ch = Character(UnicodeScalar(UInt8(97 + i)))
        return "\(ch)\(buckets[i])"
    }.joined(separator: " ")
}
rows.forEach { print($0) }

let height = 5
let columns = Array("aeiost")
let colCounts = columns.map { counts[$0, default: 0] }
let colMax = colCounts.max()!
for level in stride(from: height, through: 1, by: -1) {
    let line = colCounts.map { $0 * height >= level * colMax ? "#" : " " }.joined(separator: " ")
    print("|" + line + "|")
}
print(" " + columns.map(String.init).joined(separator: " "))

let nonLetters = text.filter { !$0.isLetter }.reduce(into: [String: Int]()) { acc, c in
    let key: String
    switch c {
    case " ": key = "space"
    case "\n": key = "newline"
    default: key = String(c)
    }
    acc[key, default: 0] += 1
}
print(nonLetters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))

let bigrams = zip(text.lowercased(), text.lowercased().dropFirst())
    .filter { $0.0.isLetter && $0.1.isLetter }
    .map { String([$0.0, $0.1]) }
let bigramCounts = Dictionary(grouping: bigrams, by: { $0 }).mapValues { $0.count }
let topBigrams = bigramCounts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(5)
print(topBigrams.map { "\($0.key):\($0.value)" }.joined(separator: " "))

let wordSubs: [Substring] = text.split(whereSeparator: { !$0.isLetter })
let wordLengths = wordSubs.map { $0.count }
let lengthHist = Dictionary(grouping: wordLengths, by: { $0 }).mapValues { $0.count }
for len in lengthHist.keys.sorted() {
    print(len, String(repeating: "o", count: lengthHist[len]!))
}

// expect: letters: 82 distinct: 16
// expect: s ██████████████████████████████ 12 (14.6%)
// expect: t ██████████████████████████████ 12 (14.6%)
// expect: e █████████████████████████ 10 (12.1%)
// expect: i ████████████████████ 8 (9.7%)
// expect: o ████████████████████ 8 (9.7%)
// expect: a ███████████████ 6 (7.3%)
// expect: w ███████████████ 6 (7.3%)
// expect: f ████████████ 5 (6.0%)
// expect: absent: cjkpquvxyz
// expect: a6 b1 c0 d1 e10 f5 g2 h5 i8 j0 k0 l1 m3
// expect: n1 o8 p0 q0 r1 s12 t12 u0 v0 w6 x0 y0 z0
// expect: |        # #|
// expect: |  #     # #|
// expect: |  # # # # #|
// expect: |# # # # # #|
// expect: |# # # # # #|
// expect:  a e i o s t
// expect: ,=3, newline=1, space=22
// expect: as:4 es:4 he:4 it:4 of:4
// expect: 2 oooooooo
// expect: 3 oooooooooo
// expect: 4 o
// expect: 5 ooo
// expect: 6 o
// expect: 11 o
