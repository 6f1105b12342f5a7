// Rosetta-style task: Word frequency top-N with lowercased split, reduce(into:) and tie-broken sort
let text = """
It was the best of times, it was the worst of times, it was the age of wisdom, \
it was the age of foolishness, it was the epoch of belief, it was the epoch of \
incredulity, it was the season of Light, it was the season of Darkness, it was \
the spring of hope, it was the winter of despair.
"""

let words = text.lowercased()
    .split { !$0.isLetter && $0 != "'" }
    .map(String.init)

let counts = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
let ranked = counts.sorted { lhs, rhs in
    lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key
}

print("Total words: \(words.count), distinct: \(counts.count)")
for (rank, entry) in ranked.prefix(8).enumerated() {
    let bar = String(repeating: "#", count: entry.value)
    print("\(rank + 1). \(entry.key) \(entry.value) \(bar)")
}

let byLength = Dictionary(grouping: counts.keys, by: \.count)
let longest = byLength.keys.max()!
print("Longest word(s): \(byLength[longest]!.sorted().joined(separator: ", "))")
let onceOnly = counts.filter { $0.value == 1 }.keys.sorted()
print("Hapax legomena: \(onceOnly.count), first three: \(onceOnly.prefix(3).joined(separator: " "))")

// expect: Total words: 60, distinct: 20
// expect: 1. it 10 ##########
// expect: 2. of 10 ##########
// expect: 3. the 10 ##########
// expect: 4. was 10 ##########
// expect: 5. age 2 ##
// expect: 6. epoch 2 ##
// expect: 7. season 2 ##
// expect: 8. times 2 ##
// expect: Longest word(s): foolishness, incredulity
// expect: Hapax legomena: 12, first three: belief best darkness
