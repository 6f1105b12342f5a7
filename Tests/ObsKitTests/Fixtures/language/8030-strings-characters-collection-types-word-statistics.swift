// Swift book style (Strings and Characters / Collection Types): word statistics with higher-order functions
let text = "the quick brown fox jumps over the lazy dog the end"
let words = text.split(separator: " ").map(String.init)
print(words.count)
var freq: [String: Int] = [:]
for w in words { freq[w, default: 0] += 1 }
let top = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
for (w, c) in top { print("\(w) x\(c)") }
let lengths = words.map { $0.count }
print(lengths.max()!, lengths.min()!, lengths.reduce(0, +))
let long = words.filter { $0.count > 4 }
print(long)
let grouped = Dictionary(grouping: words, by: { $0.first! })
for key in grouped.keys.sorted() where grouped[key]!.count > 1 {
    print(key, grouped[key]!)
}
let unique = Set(words)
print(unique.count)
let caps = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(caps.joined(separator: " "))
let reversed = String(text.reversed().prefix(7))
print(reversed)
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let vowelCount = text.filter { vowels.contains($0) }.count
print("vowels: \(vowelCount)")
print(words.contains("fox"), words.firstIndex(of: "lazy") ?? -1)
let zipped = zip(words.prefix(3), lengths)
for (w, l) in zipped { print("\(w):\(l)") }
print(words.sorted().first!, words.sorted(by: >).first!)
let compact = ["1", "two", "3", "4x", "5"].compactMap { Int($0) }
print(compact, compact.allSatisfy { $0 % 2 == 1 })
let flat = [[1, 2], [3], [], [4, 5]].flatMap { $0 }
print(flat, flat.lazy.map { $0 * $0 }.filter { $0 > 5 }.first!)
// expect: 11
// expect: the x3
// expect: brown x1
// expect: dog x1
// expect: 5 3 41
// expect: ["quick", "brown", "jumps"]
// expect: t ["the", "the", "the"]
// expect: 9
// expect: The Quick Brown Fox Jumps Over The Lazy Dog The End
// expect: dne eht
// expect: vowels: 13
// expect: true 7
// expect: the:3
// expect: quick:5
// expect: brown:5
// expect: brown the
// expect: [1, 3, 5] true
// expect: [1, 2, 3, 4, 5] 9
