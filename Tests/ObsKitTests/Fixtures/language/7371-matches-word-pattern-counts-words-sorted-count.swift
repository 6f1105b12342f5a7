// Swift Regex style (word frequency): matches(of:) with a word pattern counts words, sorted by count then alphabetically
let paragraph = """
Regex in Swift is fun. Swift regex literals are checked by the compiler;
the compiler also infers capture types. Fun, fast, and safe: that's Swift!
"""

var counts: [String: Int] = [:]
for match in paragraph.matches(of: #/[A-Za-z']+/#) {
    counts[match.output.lowercased(), default: 0] += 1
}

let ranked = counts.sorted { lhs, rhs in
    lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key
}
for (word, count) in ranked.prefix(5) {
    print("\(word): \(count)")
}

let longWords = paragraph.matches(of: #/\b[a-z]{8,}\b/#).map { String($0.output) }
print("long words:", longWords)

let sentences = paragraph.split(separator: #/[.;!]\s*/#)
print("sentences: \(sentences.count)")
for s in sentences {
    let n = s.matches(of: #/\w+/#).count
    print("  \(n) words: \(s.prefix(20))...")
}

// expect: swift: 3
// expect: compiler: 2
// expect: fun: 2
// expect: regex: 2
// expect: the: 2
// expect: long words: ["literals", "compiler", "compiler"]
// expect: sentences: 4
// expect:   5 words: Regex in Swift is fu...
// expect:   8 words: Swift regex literals...
// expect:   6 words: the compiler also in...
// expect:   7 words: Fun, fast, and safe:...
