// Rosetta Code style (Word frequency and Sierpinski triangle): counting words in a text and drawing a Sierpinski triangle
let text = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness.
"""
let tokens = text.lowercased()
    .split { !$0.isLetter }
    .map(String.init)
var freq: [String: Int] = [:]
for t in tokens { freq[t, default: 0] += 1 }
let top = freq.sorted { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }.prefix(6)
for (rank, entry) in top.enumerated() {
    print("\(rank + 1). \(entry.key) \(entry.value)")
}
print("distinct words: \(freq.count), total: \(tokens.count)")
func sierpinski(order: Int) -> [String] {
    var lines = ["*"]
    for _ in 0..<order {
        let space = String(repeating: " ", count: lines.count)
        lines = lines.map { space + $0 + space } + lines.map { $0 + " " + $0 }
    }
    return lines
}
for line in sierpinski(order: 3) {
    var trimmed = line
    while trimmed.last == " " { trimmed.removeLast() }
    print(trimmed)
}
// expect: 1. it 8
// expect: 2. of 8
// expect: 3. the 8
// expect: 4. was 8
// expect: 5. age 2
// expect: 6. epoch 2
// expect: distinct words: 16, total: 48
// expect:        *
// expect:       * *
// expect:      *   *
// expect:     * * * *
// expect:    *       *
// expect:   * *     * *
// expect:  *   *   *   *
// expect: * * * * * * * *
