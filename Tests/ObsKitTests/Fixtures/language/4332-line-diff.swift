// App code style: line-based diff using an LCS table with unified-style +/- output
func diff(_ a: [String], _ b: [String]) -> [String] {
    let n = a.count, m = b.count
    var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var out: [String] = []
    var i = 0, j = 0
    while i < n && j < m {
        if a[i] == b[j] {
            out.append("  " + a[i]); i += 1; j += 1
        } else if lcs[i + 1][j] >= lcs[i][j + 1] {
            out.append("- " + a[i]); i += 1
        } else {
            out.append("+ " + b[j]); j += 1
        }
    }
    while i < n { out.append("- " + a[i]); i += 1 }
    while j < m { out.append("+ " + b[j]); j += 1 }
    return out
}

func lines(_ s: String) -> [String] {
    s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

let old = """
func greet(name) {
    print("Hello, " + name)
    return
}
// end
"""
let new = """
func greet(name, loud) {
    print("Hello, " + name)
    if loud { print("!!!") }
    return
}
"""
let d = diff(lines(old), lines(new))
for l in d { print(l) }
let adds = d.filter { $0.hasPrefix("+") }.count
let dels = d.filter { $0.hasPrefix("-") }.count
print("\(adds) insertion\(adds == 1 ? "" : "s")(+), \(dels) deletion\(dels == 1 ? "" : "s")(-)")

func charDiff(_ x: String, _ y: String) -> String {
    let r = diff(x.map { String($0) }, y.map { String($0) })
    var out = ""
    for item in r {
        let mark = item.first!
        let ch = item.dropFirst(2)
        switch mark {
        case "-": out += "[-\(ch)]"
        case "+": out += "{+\(ch)}"
        default: out += ch
        }
    }
    return out
}
print(charDiff("kitten", "sitting"))
print(charDiff("café", "cafe"))
print(charDiff("", "abc"))
print(charDiff("same", "same"))
print(charDiff("👍🏽ok", "👍ok"))
print(diff([], []).count, diff(["x"], []), diff([], ["y"]))
// expect: - func greet(name) {
// expect: + func greet(name, loud) {
// expect:       print("Hello, " + name)
// expect: +     if loud { print("!!!") }
// expect:       return
// expect:   }
// expect: - // end
// expect: 2 insertions(+), 2 deletions(-)
// expect: [-k]{+s}itt[-e]{+i}n{+g}
// expect: caf[-é]{+e}
// expect: {+a}{+b}{+c}
// expect: same
// expect: [-👍🏽]{+👍}ok
// expect: 0 ["- x"] ["+ y"]
