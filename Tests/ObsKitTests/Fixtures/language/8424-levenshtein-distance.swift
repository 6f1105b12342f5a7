// Rosetta-style task: Levenshtein distance with a 2-row DP over Character arrays
func levenshtein(_ a: String, _ b: String) -> Int {
    let s = Array(a), t = Array(b)
    if s.isEmpty { return t.count }
    if t.isEmpty { return s.count }
    var previous = Array(0...t.count)
    var current = [Int](repeating: 0, count: t.count + 1)
    for i in 1...s.count {
        current[0] = i
        for j in 1...t.count {
            let cost = s[i - 1] == t[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[t.count]
}

let pairs = [
    ("kitten", "sitting"),
    ("rosettacode", "raisethysword"),
    ("saturday", "sunday"),
    ("", "abc"),
    ("swift", "swift"),
    ("flaw", "lawn"),
]
for (a, b) in pairs {
    print("\"\(a)\" -> \"\(b)\": \(levenshtein(a, b))")
}

let dictionary = ["apple", "apply", "ample", "maple", "angle", "applet"]
let typo = "appel"
let ranked = dictionary
    .map { (word: $0, distance: levenshtein(typo, $0)) }
    .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.word < $1.word }
print("Suggestions for \(typo):", ranked.prefix(3).map { "\($0.word)(\($0.distance))" }.joined(separator: ", "))

// expect: "kitten" -> "sitting": 3
// expect: "rosettacode" -> "raisethysword": 8
// expect: "saturday" -> "sunday": 3
// expect: "" -> "abc": 3
// expect: "swift" -> "swift": 0
// expect: "flaw" -> "lawn": 2
// expect: Suggestions for appel: apple(2), applet(2), apply(2)
