// Puzzle style: Exercism run-length encoding — encode and decode with multi-digit counts
func encode(_ input: String) -> String {
    var output = ""
    var previous: Character? = nil
    var count = 0
    func flush() {
        guard let p = previous else { return }
        if count > 1 { output += String(count) }
        output.append(p)
    }
    for ch in input {
        if ch == previous {
            count += 1
        } else {
            flush()
            previous = ch
            count = 1
        }
    }
    flush()
    return output
}

func decode(_ input: String) -> String {
    var output = ""
    var digits = ""
    for ch in input {
        if ch.isNumber {
            digits.append(ch)
        } else {
            let n = Int(digits) ?? 1
            output += String(repeating: ch, count: n)
            digits = ""
        }
    }
    return output
}

let samples = [
    "",
    "XYZ",
    "AABBBCCCC",
    "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW",
    "  hsqq qww  ",
    "aabbbcccc😀😀",
]

for sample in samples {
    let encoded = encode(sample)
    let decoded = decode(encoded)
    let ratio = sample.isEmpty ? 0 : encoded.count * 100 / sample.count
    print("\"\(encoded)\" ok=\(decoded == sample) ratio=\(ratio)%")
}

print(decode("12WB12W3B24WB"))
print(decode("2 hs2q q2w2 "))

// Look-and-say is run-length encoding read aloud
var term = "1"
var terms: [String] = [term]
for _ in 0..<7 {
    var next = ""
    var i = term.startIndex
    while i < term.endIndex {
        let ch = term[i]
        var j = term.index(after: i)
        while j < term.endIndex && term[j] == ch { j = term.index(after: j) }
        next += "\(term.distance(from: i, to: j))\(ch)"
        i = j
    }
    term = next
    terms.append(term)
}
print(terms.joined(separator: " "))
print("Lengths: \(terms.map(\.count))")
// expect: "" ok=true ratio=0%
// expect: "XYZ" ok=true ratio=100%
// expect: "2A3B4C" ok=true ratio=66%
// expect: "12WB12W3B24WB14W" ok=true ratio=23%
// expect: "2 hs2q q2w2 " ok=true ratio=100%
// expect: "2a3b4c2😀" ok=true ratio=72%
// expect: WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB
// expect:   hsqq qww  
// expect: 1 11 21 1211 111221 312211 13112221 1113213211
// expect: Lengths: [1, 2, 2, 4, 6, 6, 8, 10]
