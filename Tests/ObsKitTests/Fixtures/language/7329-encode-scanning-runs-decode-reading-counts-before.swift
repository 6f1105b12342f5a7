// Exercism style (Run-Length Encoding): encode by scanning runs, decode by reading counts before characters
struct RunLengthEncoding {
    static func encode(_ input: String) -> String {
        var result = ""
        var current: Character?
        var run = 0
        func flush() {
            guard let c = current else { return }
            result += (run > 1 ? String(run) : "") + String(c)
        }
        for ch in input {
            if ch == current {
                run += 1
            } else {
                flush()
                current = ch
                run = 1
            }
        }
        flush()
        return result
    }

    static func decode(_ input: String) -> String {
        var result = ""
        var count = ""
        for ch in input {
            if ch.isNumber {
                count.append(ch)
            } else {
                result += String(repeating: String(ch), count: Int(count) ?? 1)
                count = ""
            }
        }
        return result
    }
}

let samples = [
    "", "XYZ", "AABBBCCCC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB",
    "  hsqq qww  ", "aabbbcccc", "zzz ZZ  zZ",
]
for s in samples {
    let encoded = RunLengthEncoding.encode(s)
    let decoded = RunLengthEncoding.decode(encoded)
    print("\"\(encoded)\"", decoded == s ? "round-trips" : "differs")
}
print(RunLengthEncoding.decode("12WB12W3B24WB"))
print(RunLengthEncoding.decode("2 hs2q q2w2 "))

// expect: "" round-trips
// expect: "XYZ" round-trips
// expect: "2A3B4C" round-trips
// expect: "12WB12W3B24WB" round-trips
// expect: "2 hs2q q2w2 " round-trips
// expect: "2a3b4c" round-trips
// expect: "3z 2Z2 zZ" round-trips
// expect: WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB
// expect:   hsqq qww  
