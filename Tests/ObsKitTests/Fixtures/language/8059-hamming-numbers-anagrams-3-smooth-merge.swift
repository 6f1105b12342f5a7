// Rosetta Code style (Hamming numbers and anagrams): 3-smooth merge generation and anagram grouping of a word list
func hamming(count: Int) -> [Int] {
    var h = [1]
    var (i2, i3, i5) = (0, 0, 0)
    while h.count < count {
        let next = min(h[i2] * 2, h[i3] * 3, h[i5] * 5)
        h.append(next)
        if next == h[i2] * 2 { i2 += 1 }
        if next == h[i3] * 3 { i3 += 1 }
        if next == h[i5] * 5 { i5 += 1 }
    }
    return h
}
let ham = hamming(count: 1691)
print("first 20:", ham.prefix(20).map(String.init).joined(separator: " "))
print("1691st:", ham[1690])
let words = """
abel able bale bela elba alger glare lager large regal
angel angle galen glean lange caret carte cater crate trace
elan lane lean lena neal evil levi live veil vile
""".split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
let groups = Dictionary(grouping: words) { String($0.sorted()) }
let maxSize = groups.values.map(\.count).max() ?? 0
let biggest = groups.filter { $0.value.count == maxSize }
for key in biggest.keys.sorted() {
    print("\(key): \(biggest[key]!.joined(separator: ", "))")
}
print("groups:", groups.count, "words:", words.count)
let sizes = groups.values.reduce(into: [Int: Int]()) { $0[$1.count, default: 0] += 1 }
print(sizes.sorted { $0.key > $1.key }.map { "\($0.key)x\($0.value)" })
// expect: first 20: 1 2 3 4 5 6 8 9 10 12 15 16 18 20 24 25 27 30 32 36
// expect: 1691st: 2125764000
// expect: abel: abel, able, bale, bela, elba
// expect: acert: caret, carte, cater, crate, trace
// expect: aegln: angel, angle, galen, glean, lange
// expect: aeglr: alger, glare, lager, large, regal
// expect: aeln: elan, lane, lean, lena, neal
// expect: eilv: evil, levi, live, veil, vile
// expect: groups: 6 words: 30
// expect: ["5x6"]
