// Advent of Code style (edit distance and common prefixes): Levenshtein distance over Character arrays and longest common prefix
func levenshtein(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    for i in 1...x.count {
        var row = [i] + Array(repeating: 0, count: y.count)
        for j in 1...y.count {
            let cost = x[i - 1] == y[j - 1] ? 0 : 1
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
        }
        previous = row
    }
    return previous[y.count]
}

func commonPrefix(_ strings: [String]) -> String {
    guard var prefix = strings.first else { return "" }
    for s in strings.dropFirst() {
        while !s.hasPrefix(prefix) {
            prefix.removeLast()
        }
    }
    return prefix
}

let pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("swift", "swift"), ("café", "cafe"), ("🐶dog", "dog")]
for (a, b) in pairs {
    print("\(a) -> \(b): \(levenshtein(a, b))")
}
print(commonPrefix(["interspecies", "interstellar", "interstate"]))
print(commonPrefix(["throne", "dungeon"]).isEmpty)
print(commonPrefix(["prefix"]))
print(commonPrefix(["ab", "abc", "a"]))

let dictionary = ["apple", "apply", "ample", "maple", "angle", "apples"]
func suggestions(for word: String, maxDistance: Int) -> [String] {
    dictionary
        .map { ($0, levenshtein(word, $0)) }
        .filter { $0.1 <= maxDistance }
        .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        .map { "\($0.0)(\($0.1))" }
}
print(suggestions(for: "appel", maxDistance: 2))
print(suggestions(for: "xyz", maxDistance: 1))
let commonSuffix = String(commonPrefix(["running", "jumping", "sing"].map { String($0.reversed()) }).reversed())
print(commonSuffix)

// expect: kitten -> sitting: 3
// expect: flaw -> lawn: 2
// expect:  -> abc: 3
// expect: swift -> swift: 0
// expect: café -> cafe: 1
// expect: 🐶dog -> dog: 1
// expect: inters
// expect: true
// expect: prefix
// expect: a
// expect: ["apple(2)", "apples(2)", "apply(2)"]
// expect: []
// expect: ing
