// Rosetta Code style: Run-length encoding
func rleEncode(_ input: String) -> String {
    var result = ""
    var current: Character?
    var count = 0
    for ch in input {
        if ch == current {
            count += 1
        } else {
            if let c = current { result += "\(count)\(c)" }
            current = ch
            count = 1
        }
    }
    if let c = current { result += "\(count)\(c)" }
    return result
}

func rleDecode(_ encoded: String) -> String {
    var result = ""
    var digits = ""
    for ch in encoded {
        if ch.isNumber {
            digits.append(ch)
        } else {
            result += String(repeating: ch, count: Int(digits) ?? 1)
            digits = ""
        }
    }
    return result
}

let samples = [
    "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW",
    "aaabccddddd",
    "abc",
    "",
    "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz",
]

for s in samples {
    let e = rleEncode(s)
    let d = rleDecode(e)
    let shown = s.count > 20 ? String(s.prefix(20)) + "..." : s
    print("'\(shown)' -> '\(e)' roundtrip=\(d == s) ratio=\(s.isEmpty ? 0 : e.count * 100 / s.count)%")
}

// Generic run-length over any Equatable sequence
func runs<S: Sequence>(_ seq: S) -> [(S.Element, Int)] where S.Element: Equatable {
    var out: [(S.Element, Int)] = []
    for x in seq {
        if let last = out.last, last.0 == x {
            out[out.count - 1].1 += 1
        } else {
            out.append((x, 1))
        }
    }
    return out
}

let numbers = [1, 1, 2, 2, 2, 3, 1, 1, 1, 1]
print(runs(numbers).map { "\($0.0)x\($0.1)" }.joined(separator: " "))
let flags = [true, true, false, true, false, false, false]
print(runs(flags).map { ($0.0 ? "T" : "F") + String($0.1) }.joined())
let longest = runs("mississippi").max { $0.1 < $1.1 }!
print("longest run in mississippi: \(longest.0) x\(longest.1)")

// Look-and-say is run-length encoding applied repeatedly
var term = "1"
for _ in 1...8 {
    print(term)
    term = runs(term).map { "\($0.1)\($0.0)" }.joined()
}

// expect: 'WWWWWWWWWWWWBWWWWWWW...' -> '12W1B12W3B24W1B14W' roundtrip=true ratio=26%
// expect: 'aaabccddddd' -> '3a1b2c5d' roundtrip=true ratio=72%
// expect: 'abc' -> '1a1b1c' roundtrip=true ratio=200%
// expect: '' -> '' roundtrip=true ratio=0%
// expect: 'zzzzzzzzzzzzzzzzzzzz...' -> '44z' roundtrip=true ratio=6%
// expect: 1x2 2x3 3x1 1x4
// expect: T2F1T1F3
// expect: longest run in mississippi: s x2
// expect: 1
// expect: 11
// expect: 21
// expect: 1211
// expect: 111221
// expect: 312211
// expect: 13112221
// expect: 1113213211
