// Exercism style (Run-length encoding): encode and decode strings with counts, using Character grouping and digit accumulation
func encode(_ s: String) -> String {
    var out = ""
    var prev: Character? = nil
    var run = 0
    func flush() {
        guard let p = prev else { return }
        out += (run > 1 ? String(run) : "") + String(p)
    }
    for c in s {
        if c == prev {
            run += 1
        } else {
            flush()
            prev = c
            run = 1
        }
    }
    flush()
    return out
}

func decode(_ s: String) -> String {
    var out = ""
    var digits = ""
    for c in s {
        if c.isNumber {
            digits.append(c)
        } else {
            out += String(repeating: String(c), count: Int(digits) ?? 1)
            digits = ""
        }
    }
    return out
}

let samples = ["", "XYZ", "AABBBCCCC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB", "  hsqq qww  ", "aabbbcccc"]
for s in samples {
    let e = encode(s)
    print("\"\(e)\"", decode(e) == s)
}
print(decode("12WB12W3B24WB"))
print(decode("2 hs2q q2w2 "))

// expect: "" true
// expect: "XYZ" true
// expect: "2A3B4C" true
// expect: "12WB12W3B24WB" true
// expect: "2 hs2q q2w2 " true
// expect: "2a3b4c" true
// expect: WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB
// expect:   hsqq qww  
