// Rosetta Code style: Levenshtein distance (and alignment)
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

let pairs = [("kitten", "sitting"), ("rosettacode", "raisethysword"), ("saturday", "sunday"),
             ("", "abc"), ("flaw", "lawn"), ("same", "same"), ("café", "cafe")]
for (a, b) in pairs {
    print("\(a.isEmpty ? "\"\"" : a) -> \(b): \(levenshtein(a, b))")
}

// Full matrix version producing an alignment
func align(_ a: String, _ b: String) -> (String, String) {
    let s = Array(a), t = Array(b)
    var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
    for i in 0...s.count { d[i][0] = i }
    for j in 0...t.count { d[0][j] = j }
    for i in stride(from: 1, through: s.count, by: 1) {
        for j in stride(from: 1, through: t.count, by: 1) {
            let cost = s[i - 1] == t[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        }
    }
    var i = s.count, j = t.count
    var top: [Character] = [], bottom: [Character] = []
    while i > 0 || j > 0 {
        if i > 0 && j > 0 && d[i][j] == d[i - 1][j - 1] + (s[i - 1] == t[j - 1] ? 0 : 1) {
            top.append(s[i - 1]); bottom.append(t[j - 1]); i -= 1; j -= 1
        } else if i > 0 && d[i][j] == d[i - 1][j] + 1 {
            top.append(s[i - 1]); bottom.append("-"); i -= 1
        } else {
            top.append("-"); bottom.append(t[j - 1]); j -= 1
        }
    }
    return (String(top.reversed()), String(bottom.reversed()))
}

for (a, b) in [("place", "palace"), ("rosettacode", "raisethysword")] {
    let (x, y) = align(a, b)
    print(x)
    print(y)
}

// Spelling suggestion using the distance
let dictionary = ["apple", "banana", "orange", "grape", "grapefruit", "melon", "lemon", "lime"]
for typo in ["aple", "lemn", "grap", "banan", "xyz"] {
    let ranked = dictionary.map { ($0, levenshtein(typo, $0)) }
        .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    let best = ranked.prefix(2).map { "\($0.0)(\($0.1))" }.joined(separator: ", ")
    print("\(typo): \(best)")
}

// expect: kitten -> sitting: 3
// expect: rosettacode -> raisethysword: 8
// expect: saturday -> sunday: 3
// expect: "" -> abc: 3
// expect: flaw -> lawn: 2
// expect: same -> same: 0
// expect: café -> cafe: 1
// expect: p-lace
// expect: palace
// expect: r-oset-tacode
// expect: raisethysword
// expect: aple: apple(1), grape(3)
// expect: lemn: lemon(1), lime(2)
// expect: grap: grape(1), lime(4)
// expect: banan: banana(1), lemon(4)
// expect: xyz: lime(4), apple(5)
