// Rosetta Code style (run-length encoding): encode by grouping equal characters, decode by scanning digits, plus a generic run grouper
func encode(_ s: String) -> String {
    var out = ""
    var i = s.startIndex
    while i < s.endIndex {
        let ch = s[i]
        var j = s.index(after: i)
        while j < s.endIndex && s[j] == ch { j = s.index(after: j) }
        let run = s.distance(from: i, to: j)
        out += (run > 1 ? String(run) : "") + String(ch)
        i = j
    }
    return out
}

func decode(_ s: String) -> String {
    var out = ""
    var digits = ""
    for ch in s {
        if ch.isNumber {
            digits.append(ch)
        } else {
            out += String(repeating: String(ch), count: Int(digits) ?? 1)
            digits = ""
        }
    }
    return out
}

extension Sequence where Element: Equatable {
    func runs() -> [(element: Element, count: Int)] {
        var result: [(element: Element, count: Int)] = []
        for x in self {
            if let last = result.last, last.element == x {
                result[result.count - 1].count += 1
            } else {
                result.append((x, 1))
            }
        }
        return result
    }
}

let samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "AABCCCDEEEE", "", "  hello  world  ", "XYZ"]
for s in samples {
    let e = encode(s)
    print("\"\(e)\"", decode(e) == s ? "ok" : "MISMATCH")
}
print([1, 1, 2, 3, 3, 3, 1].runs().map { "\($0.count)x\($0.element)" })
print([true, true, false].runs().count)
let longest = "aaabbbbbccdddddddee".runs().max { $0.count < $1.count }!
print("longest run:", longest.element, longest.count)

// expect: "12WB12W3B24WB14W" ok
// expect: "2AB3CD4E" ok
// expect: "" ok
// expect: "2 he2lo2 world2 " ok
// expect: "XYZ" ok
// expect: ["2x1", "1x2", "3x3", "1x1"]
// expect: 2
// expect: longest run: d 7
