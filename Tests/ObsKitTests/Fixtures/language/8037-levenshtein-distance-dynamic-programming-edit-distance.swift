// Rosetta Code style (Levenshtein distance): dynamic programming edit distance, generic over Collection
func levenshtein<C: Collection>(_ a: C, _ b: C) -> Int where C.Element: Equatable {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev = Array(0...b.count)
    var cur = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        cur[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            cur[j] = Swift.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        }
        swap(&prev, &cur)
    }
    return prev[b.count]
}
let pairs = [("kitten", "sitting"), ("rosettacode", "raisethysword"), ("", "abc"), ("flaw", "lawn"), ("saturday", "sunday")]
for (x, y) in pairs {
    print("\(x.isEmpty ? "\"\"" : x) -> \(y): \(levenshtein(x, y))")
}
print(levenshtein([1, 2, 3, 4], [2, 3, 5]))
let words = ["apple", "apply", "ample", "maple", "angle"]
let target = "appel"
let ranked = words.sorted { (levenshtein($0, target), $0) < (levenshtein($1, target), $1) }
print(ranked)
// expect: kitten -> sitting: 3
// expect: rosettacode -> raisethysword: 8
// expect: "" -> abc: 3
// expect: flaw -> lawn: 2
// expect: saturday -> sunday: 3
// expect: 2
// expect: ["apple", "apply", "ample", "maple", "angle"]
