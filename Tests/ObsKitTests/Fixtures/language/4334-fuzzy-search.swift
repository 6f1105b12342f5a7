// App code style: fuzzy contact search with Levenshtein distance and subsequence matching
func levenshtein(_ a: String, _ b: String) -> Int {
    let x = Array(a.lowercased()), y = Array(b.lowercased())
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var prev = Array(0...y.count)
    var cur = Array(repeating: 0, count: y.count + 1)
    for i in 1...x.count {
        cur[0] = i
        for j in 1...y.count {
            let cost = x[i - 1] == y[j - 1] ? 0 : 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        }
        swap(&prev, &cur)
    }
    return prev[y.count]
}

func subsequenceMatch(_ query: String, _ target: String) -> [Int]? {
    let t = Array(target.lowercased())
    var positions: [Int] = []
    var j = 0
    for q in query.lowercased() {
        while j < t.count && t[j] != q { j += 1 }
        if j == t.count { return nil }
        positions.append(j)
        j += 1
    }
    return positions
}

func highlight(_ target: String, _ positions: [Int]) -> String {
    var out = ""
    for (i, c) in target.enumerated() {
        out += positions.contains(i) ? "[\(c)]" : String(c)
    }
    return out
}

let contacts = ["Jonathan Smith", "Joanna Smyth", "Jon Snow", "Jane Doe", "Zoë Saldaña", "Renée Zellweger", "John Smithers"]

for (a, b) in [("kitten", "sitting"), ("flaw", "lawn"), ("Smith", "Smyth"), ("", "abc"), ("Zoë", "Zoe"), ("same", "SAME")] {
    print("lev(\(a), \(b)) = \(levenshtein(a, b))")
}

for query in ["jsm", "jon", "zs", "ree", "xyz", "smth"] {
    var hits: [(String, Int, [Int])] = []
    for c in contacts {
        if let pos = subsequenceMatch(query, c) {
            let spread = pos.last! - pos.first!
            hits.append((c, spread, pos))
        }
    }
    hits.sort { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    print("query '\(query)': \(hits.count) hit(s)")
    for h in hits.prefix(3) { print("   \(highlight(h.0, h.2)) spread=\(h.1)") }
}

func didYouMean(_ word: String, in names: [String]) -> String? {
    let scored = names.map { name -> (String, Int) in
        let first = String(name.split(separator: " ").first ?? "")
        return (name, levenshtein(word, first))
    }
    let best = scored.min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }!
    return best.1 <= 2 ? best.0 : nil
}
for w in ["Jonh", "Jnae", "Rene", "Bob"] {
    print("\(w) -> \(didYouMean(w, in: contacts) ?? "no suggestion")")
}
// expect: lev(kitten, sitting) = 3
// expect: lev(flaw, lawn) = 2
// expect: lev(Smith, Smyth) = 1
// expect: lev(, abc) = 3
// expect: lev(Zoë, Zoe) = 1
// expect: lev(same, SAME) = 0
// expect: query 'jsm': 3 hit(s)
// expect:    [J]ohn [S][m]ithers spread=6
// expect:    [J]oanna [S][m]yth spread=8
// expect:    [J]onathan [S][m]ith spread=10
// expect: query 'jon': 4 hit(s)
// expect:    [J][o][n] Snow spread=2
// expect:    [J][o][n]athan Smith spread=2
// expect:    [J][o]a[n]na Smyth spread=3
// expect: query 'zs': 1 hit(s)
// expect:    [Z]oë [S]aldaña spread=4
// expect: query 'ree': 1 hit(s)
// expect:    [R][e]né[e] Zellweger spread=4
// expect: query 'xyz': 0 hit(s)
// expect: query 'smth': 3 hit(s)
// expect:    Joanna [S][m]y[t][h] spread=4
// expect:    John [S][m]i[t][h]ers spread=4
// expect:    Jonathan [S][m]i[t][h] spread=4
// expect: Jonh -> Jon Snow
// expect: Jnae -> Jane Doe
// expect: Rene -> Renée Zellweger
// expect: Bob -> Jon Snow
