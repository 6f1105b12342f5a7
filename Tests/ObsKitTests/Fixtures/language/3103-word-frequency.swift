// Compiler test style: word frequency counting with lowercased split and sorted output
let text = """
    The cat and the hat. The CAT sat;
    and the hat sat, too!
    """
var counts: [String: Int] = [:]
let words = text.lowercased().split(whereSeparator: { !$0.isLetter })
for w in words {
  counts[String(w), default: 0] += 1
}
let ordered = counts.sorted { a, b in
  a.value != b.value ? a.value > b.value : a.key < b.key
}
for (word, n) in ordered {
  print("\(word): \(n)")
}
print("total words: \(words.count), distinct: \(counts.count)")
let longest = words.max { $0.count < $1.count || ($0.count == $1.count && $0 > $1) }!
print("longest: \(longest)")
// expect: the: 4
// expect: and: 2
// expect: cat: 2
// expect: hat: 2
// expect: sat: 2
// expect: too: 1
// expect: total words: 13, distinct: 6
// expect: longest: and
