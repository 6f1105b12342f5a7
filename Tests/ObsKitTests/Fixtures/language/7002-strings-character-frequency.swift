// Strings: character frequency, unicode scalars, case and trimming helpers
// expected output: swiftc 6.3.1 (Linux), run on this machine
let sentence = "The quick brown fox jumps over the lazy dog"

var freq: [Character: Int] = [:]
for ch in sentence.lowercased() where ch.isLetter {
    freq[ch, default: 0] += 1
}
let top = freq.sorted { a, b in
    a.value != b.value ? a.value > b.value : a.key < b.key
}.prefix(4)
for (ch, n) in top {
    print("\(ch): \(n)")
}
print("distinct letters: \(freq.count)")

let words = sentence.split(separator: " ")
print("words: \(words.count), longest: \(words.max { $0.count < $1.count }!)")
let acronym = String(words.compactMap { $0.first?.uppercased().first })
print("acronym: \(acronym)")

let reversedWords = words.reversed().joined(separator: " ")
print(reversedWords)

let flag = "Zoë 👍🏽"
print(flag.count, flag.unicodeScalars.count, flag.utf8.count, flag.utf16.count)
for scalar in "Zoë".unicodeScalars {
    print(scalar.value, terminator: " ")
}
print()

let padded = "   spaced out\t\n"
let trimmed = padded.trimmingWhitespace()
print("[\(trimmed)]")
print("hasPrefix: \(sentence.hasPrefix("The")), hasSuffix: \(sentence.hasSuffix("cat"))")
print(sentence.contains("fox"), sentence.uppercased().filter { "AEIOU".contains($0) })

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}

let multiline = """
    first line
      indented "quoted"
    last\tline
    """
for (i, line) in multiline.split(separator: "\n").enumerated() {
    print(i + 1, line)
}
print(#"raw \n stays"#)
// expect: o: 4
// expect: e: 3
// expect: h: 2
// expect: r: 2
// expect: distinct letters: 26
// expect: words: 9, longest: quick
// expect: acronym: TQBFJOTLD
// expect: dog lazy the over jumps fox brown quick The
// expect: 5 6 13 8
// expect: 90 111 235 
// expect: [spaced out]
// expect: hasPrefix: true, hasSuffix: false
// expect: true EUIOOUOEEAO
// expect: 1 first line
// expect: 2   indented "quoted"
// expect: 3 last	line
// expect: raw \n stays
