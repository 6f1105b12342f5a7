// App code style: word frequency counter with normalization, stop words and a sorted bar chart
let text = """
It was the best of times, it was the worst of times; it was the age of wisdom,
it was the age of foolishness... It was the epoch of belief — it was the epoch
of incredulity. "Times" change; TIMES don't. Don't they? Naïve naïve NAÏVE!
"""

func tokenize(_ s: String) -> [String] {
    var words: [String] = []
    var current = ""
    for ch in s {
        if ch.isLetter || (ch == "'" && !current.isEmpty) {
            current.append(ch)
        } else {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
    }
    if !current.isEmpty { words.append(current) }
    return words.map { w in
        var t = w.lowercased()
        while t.hasSuffix("'") { t.removeLast() }
        return t
    }
}

let stopWords: Set<String> = ["it", "was", "the", "of", "they"]
let all = tokenize(text)
print("tokens:", all.count)
print("first ten:", all.prefix(10).joined(separator: " "))

var freq: [String: Int] = [:]
for w in all where !stopWords.contains(w) {
    freq[w, default: 0] += 1
}
let sorted = freq.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }
let width = sorted.map { $0.key.count }.max() ?? 0
for (w, n) in sorted {
    print(w + String(repeating: " ", count: width - w.count) + " | " + String(repeating: "█", count: n) + " \(n)")
}

let distinctAll = Set(all).count
print("distinct: \(distinctAll), after stop words: \(freq.count)")
let longest = all.reduce("") { $1.count > $0.count ? $1 : $0 }
print("longest word: \(longest) (\(longest.count))")
var byLength: [Int: [String]] = [:]
for w in Set(all) { byLength[w.count, default: []].append(w) }
for len in byLength.keys.sorted() {
    print("len \(len): \(byLength[len]!.sorted().joined(separator: ","))")
}
let capitals = text.split(separator: " ").filter { $0.first?.isUppercase == true }.count
print("words starting uppercase:", capitals)
let sentences = text.filter { ".!?".contains($0) }.count
print("sentence marks:", sentences)
// expect: tokens: 45
// expect: first ten: it was the best of times it was the worst
// expect: times       | ████ 4
// expect: naïve       | ███ 3
// expect: age         | ██ 2
// expect: don't       | ██ 2
// expect: epoch       | ██ 2
// expect: belief      | █ 1
// expect: best        | █ 1
// expect: change      | █ 1
// expect: foolishness | █ 1
// expect: incredulity | █ 1
// expect: wisdom      | █ 1
// expect: worst       | █ 1
// expect: distinct: 17, after stop words: 12
// expect: longest word: foolishness (11)
// expect: len 2: it,of
// expect: len 3: age,the,was
// expect: len 4: best,they
// expect: len 5: don't,epoch,naïve,times,worst
// expect: len 6: belief,change,wisdom
// expect: len 11: foolishness,incredulity
// expect: words starting uppercase: 6
// expect: sentence marks: 7
