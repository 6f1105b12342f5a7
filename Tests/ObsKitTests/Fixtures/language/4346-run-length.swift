// App code style: run-length encoding and decoding of strings, grapheme-aware, with escaping of digits
func rle(_ s: String) -> String {
    var out = ""
    var prev: Character? = nil
    var count = 0
    func emit() {
        guard let p = prev else { return }
        if count > 1 { out += String(count) }
        if p.isNumber || p == "\\" { out += "\\" }
        out.append(p)
    }
    for c in s {
        if c == prev { count += 1 } else { emit(); prev = c; count = 1 }
    }
    emit()
    return out
}

func unrle(_ s: String) -> String? {
    var out = ""
    var num = 0
    var escaped = false
    for c in s {
        if escaped {
            out += String(repeating: c, count: max(num, 1)); num = 0; escaped = false
        } else if c == "\\" {
            escaped = true
        } else if let d = c.wholeNumberValue, c.isASCII {
            num = num * 10 + d
        } else {
            out += String(repeating: c, count: max(num, 1)); num = 0
        }
    }
    return (escaped || num != 0) ? nil : out
}

let inputs = [
    "aaabccdddd",
    "abc",
    "",
    "wwwwwwwwwwwwbbb",
    "1112223",
    "👍👍👍🏽🏽",
    "e\u{301}e\u{301}e",
    "🇫🇷🇫🇷🇫🇷🇩🇪",
    "\\\\\\n",
    "  x  ",
]
for s in inputs {
    let e = rle(s)
    let d = unrle(e)
    print("\"\(s)\" (\(s.count)) -> \"\(e)\" (\(e.count)) roundtrip=\(d == s)")
}
for bad in ["3", "a\\", "12x3y", "0a"] {
    print("unrle(\(bad)) = \(unrle(bad).map { "\"\($0)\"" } ?? "nil")")
}

func runs(_ s: String) -> [(Character, Int)] {
    var result: [(Character, Int)] = []
    for c in s {
        if let last = result.last, last.0 == c {
            result[result.count - 1].1 += 1
        } else {
            result.append((c, 1))
        }
    }
    return result
}
let r = runs("Mississippi")
print(r.map { "\($0.0)×\($0.1)" }.joined(separator: " "))
let longest = r.max { $0.1 < $1.1 }!
print("longest run: \(longest.0) x\(longest.1)")
let squeezed = String(r.map { $0.0 })
print(squeezed, squeezed.count)
print(runs("").isEmpty, runs("🙂🙂").first!.1)
// expect: "aaabccdddd" (10) -> "3ab2c4d" (7) roundtrip=true
// expect: "abc" (3) -> "abc" (3) roundtrip=true
// expect: "" (0) -> "" (0) roundtrip=true
// expect: "wwwwwwwwwwwwbbb" (15) -> "12w3b" (5) roundtrip=true
// expect: "1112223" (7) -> "3\13\2\3" (8) roundtrip=true
// expect: "👍👍👍🏽🏽" (3) -> "2👍👍🏽🏽" (3) roundtrip=true
// expect: "éée" (3) -> "2ée" (3) roundtrip=true
// expect: "🇫🇷🇫🇷🇫🇷🇩🇪" (4) -> "3🇫🇷🇩🇪" (3) roundtrip=true
// expect: "\\\n" (4) -> "3\\n" (4) roundtrip=true
// expect: "  x  " (5) -> "2 x2 " (5) roundtrip=true
// expect: unrle(3) = nil
// expect: unrle(a\) = nil
// expect: unrle(12x3y) = "xxxxxxxxxxxxyyy"
// expect: unrle(0a) = "a"
// expect: M×1 i×1 s×2 i×1 s×2 i×1 p×2 i×1
// expect: longest run: s x2
// expect: Misisipi 8
// expect: true 2
