// App code style: word frequency counter with reduce(into:) and ties broken alphabetically
let paragraph = """
It was the best of times, it was the worst of times, it was the age of wisdom, \
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity
"""

func tokenize(_ text: String) -> [String] {
    text.lowercased()
        .split { !$0.isLetter }
        .map(String.init)
}

let tokens = tokenize(paragraph)
print("tokens: \(tokens.count)")
let freq = tokens.reduce(into: [:]) { counts, word in
    counts[word, default: 0] += 1
}
let ranked = freq.sorted { lhs, rhs in
    if lhs.value != rhs.value { return lhs.value > rhs.value }
    return lhs.key < rhs.key
}
for (rank, entry) in ranked.prefix(6).enumerated() {
    print("\(rank + 1). \(entry.key) x\(entry.value)")
}
let once = ranked.filter { $0.value == 1 }.map(\.key)
print("hapax: \(once.joined(separator: ", "))")
let byLength = Dictionary(grouping: Set(tokens), by: \.count)
for len in byLength.keys.sorted() {
    print("len \(len): \(byLength[len]!.sorted())")
}
let firstLetters = tokens.reduce(into: Set<Character>()) { $0.insert($1.first!) }
print(String(firstLetters.sorted()))
// expect: tokens: 36
// expect: 1. it x6
// expect: 2. of x6
// expect: 3. the x6
// expect: 4. was x6
// expect: 5. age x2
// expect: 6. epoch x2
// expect: hapax: belief, best, foolishness, incredulity, wisdom, worst
// expect: len 2: ["it", "of"]
// expect: len 3: ["age", "the", "was"]
// expect: len 4: ["best"]
// expect: len 5: ["epoch", "times", "worst"]
// expect: len 6: ["belief", "wisdom"]
// expect: len 11: ["foolishness", "incredulity"]
// expect: abefiotw
