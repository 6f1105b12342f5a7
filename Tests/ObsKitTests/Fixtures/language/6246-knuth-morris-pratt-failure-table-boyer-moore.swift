// Algorithm Club style (string search): Knuth-Morris-Pratt with its failure table and Boyer-Moore-Horspool with a skip table, finding every match
func prefixTable(_ pattern: [Character]) -> [Int] {
    var table = [Int](repeating: 0, count: pattern.count)
    var k = 0
    for i in pattern.indices.dropFirst() {
        while k > 0 && pattern[i] != pattern[k] { k = table[k - 1] }
        if pattern[i] == pattern[k] { k += 1 }
        table[i] = k
    }
    return table
}

func kmpSearch(_ text: String, _ pattern: String) -> [Int] {
    let t = Array(text), p = Array(pattern)
    guard !p.isEmpty, p.count <= t.count else { return [] }
    let table = prefixTable(p)
    var matches: [Int] = []
    var k = 0
    for (i, ch) in t.enumerated() {
        while k > 0 && ch != p[k] { k = table[k - 1] }
        if ch == p[k] { k += 1 }
        if k == p.count {
            matches.append(i - p.count + 1)
            k = table[k - 1]
        }
    }
    return matches
}

extension String {
    func horspoolIndices(of pattern: String) -> [Int] {
        let t = Array(self), p = Array(pattern)
        let m = p.count
        guard m > 0, m <= t.count else { return [] }
        var skip: [Character: Int] = [:]
        for (i, ch) in p.enumerated().dropLast() { skip[ch] = m - 1 - i }
        var found: [Int] = []
        var i = 0
        while i <= t.count - m {
            var j = m - 1
            while j >= 0 && t[i + j] == p[j] { j -= 1 }
            if j < 0 { found.append(i) }
            i += skip[t[i + m - 1]] ?? m
        }
        return found
    }
}

print(prefixTable(Array("ababaca")), prefixTable(Array("aaaa")))
let text = "abababcabababcab"
print(kmpSearch(text, "ababc"), text.horspoolIndices(of: "ababc"))
print(kmpSearch("aaaaa", "aa"), "aaaaa".horspoolIndices(of: "aa"))
let sentence = "the cat sat on the mat with the hat"
print(kmpSearch(sentence, "the"), sentence.horspoolIndices(of: "at "))
print(kmpSearch("short", "longer pattern"), "".horspoolIndices(of: "x"), "émigré café".horspoolIndices(of: "é"))

// expect: [0, 0, 1, 2, 3, 0, 1] [0, 1, 2, 3]
// expect: [2, 9] [2, 9]
// expect: [0, 1, 2, 3] [0, 1, 2, 3]
// expect: [0, 15, 28] [5, 9, 20]
// expect: [] [] [0, 5, 10]
