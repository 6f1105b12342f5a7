// Swift book style: a TextStatistics structure with computed properties and interpolation
struct TextStatistics {
    let text: String

    var characters: Int { text.count }
    var letters: Int { text.filter(\.isLetter).count }
    var words: [Substring] { text.split(whereSeparator: { !$0.isLetter && $0 != "'" }) }
    var lines: Int { text.split(separator: "\n", omittingEmptySubsequences: false).count }
    var sentences: Int { text.filter { ".!?".contains($0) }.count }

    var averageWordLength: String {
        let ws = words
        guard !ws.isEmpty else { return "0.00" }
        let hundredths = ws.reduce(0) { $0 + $1.count } * 100 / ws.count
        let frac = hundredths % 100
        return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)"
    }

    var longestWord: Substring? {
        words.reduce(nil) { (best: Substring?, w) in
            guard let b = best else { return w }
            return w.count > b.count ? w : b
        }
    }

    var mostCommonWord: (String, Int)? {
        let counts = words.map { $0.lowercased() }.reduce(into: [:]) { $0[$1, default: 0] += 1 }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }.map { ($0.key, $0.value) }
    }

    var capitalizedWords: [String] {
        words.filter { $0.first?.isUppercase == true }.map(String.init)
    }
}

extension TextStatistics: CustomStringConvertible {
    var description: String {
        """
        characters: \(characters)
        letters:    \(letters)
        words:      \(words.count)
        lines:      \(lines)
        sentences:  \(sentences)
        avg length: \(averageWordLength)
        longest:    \(longestWord ?? "-")
        """
    }
}

let sample = """
Swift is a general-purpose programming language. It's built using a modern approach!
Swift code is safe by design. Is Swift fast? Yes, Swift is fast.
"""
let stats = TextStatistics(text: sample)
print(stats)
if let (word, n) = stats.mostCommonWord {
    print("most common: \(word) x\(n)")
}
print("capitalized:", Set(stats.capitalizedWords).sorted())

let empty = TextStatistics(text: "")
print(empty.words.count, empty.averageWordLength, empty.longestWord == nil, empty.lines)

struct Readability {
    let stats: TextStatistics
    func syllables(_ w: Substring) -> Int {
        var count = 0
        var prevVowel = false
        for c in w.lowercased() {
            let v = "aeiouy".contains(c)
            if v && !prevVowel { count += 1 }
            prevVowel = v
        }
        if w.lowercased().hasSuffix("e") && count > 1 { count -= 1 }
        return max(count, 1)
    }
    var report: String {
        let ws = stats.words
        let total = ws.reduce(0) { $0 + syllables($1) }
        let poly = ws.filter { syllables($0) >= 3 }.map { $0.lowercased() }
        return "syllables=\(total) polysyllabic=\(Set(poly).sorted())"
    }
}
print(Readability(stats: stats).report)
let perLine = sample.split(separator: "\n").map { TextStatistics(text: String($0)).words.count }
print("words per line: \(perLine)")

// expect: characters: 149
// expect: letters:    117
// expect: words:      26
// expect: lines:      2
// expect: sentences:  5
// expect: avg length: 4.53
// expect: longest:    programming
// expect: most common: is x4
// expect: capitalized: ["Is", "It\'s", "Swift", "Yes"]
// expect: 0 0.00 true 1
// expect: syllables=36 polysyllabic=["general", "programming"]
// expect: words per line: [13, 13]
