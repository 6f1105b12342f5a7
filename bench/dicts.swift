// Counting words in a dictionary: insertions, look-ups and updates with a default.
let words = ["apple", "pear", "plum", "fig", "kiwi", "lime", "date", "sloe"]
var counts: [String: Int] = [:]
for index in 0..<200_000 {
    let word = words[index % 8] + String(index % 50)
    counts[word, default: 0] += 1
}
var largest = 0
for (_, count) in counts where count > largest {
    largest = count
}
print(counts.count, largest)
