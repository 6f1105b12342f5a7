// Kata style (run-length encoding): encode/decode round trips, look-and-say via sequence(first:next:)
func encode(_ text: String) -> String {
    var out = ""
    var index = text.startIndex
    while index < text.endIndex {
        let ch = text[index]
        let run = text[index...].prefix(while: { $0 == ch })
        out += (run.count > 1 ? String(run.count) : "") + String(ch)
        index = run.endIndex
    }
    return out
}

func decode(_ text: String) -> String {
    var out = ""
    var digits = ""
    for ch in text {
        if ch.isNumber {
            digits.append(ch)
        } else {
            out += String(repeating: String(ch), count: Int(digits) ?? 1)
            digits = ""
        }
    }
    return out
}

let samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW",
               "AABCCCDEEEE", "  hello  world  ", "XYZ", ""]
for s in samples {
    let e = encode(s)
    let ok = decode(e) == s
    print("\"\(e)\" (\(s.count) -> \(e.count)) round trip: \(ok)")
}
print("decode 12a3b: \(decode("12a3b"))")

func lookAndSay(_ s: String) -> String {
    var result = ""
    var i = s.startIndex
    while i < s.endIndex {
        let digit = s[i]
        let end = s[i...].firstIndex(where: { $0 != digit }) ?? s.endIndex
        result += "\(s.distance(from: i, to: end))\(digit)"
        i = end
    }
    return result
}
for (n, term) in sequence(first: "1", next: lookAndSay).prefix(8).enumerated() {
    print("term \(n + 1): \(term)")
}
let growth = sequence(first: "1", next: lookAndSay).prefix(30).map(\.count)
print("length of term 30: \(growth.last!)")

// expect: "12WB12W3B24WB14W" (67 -> 16) round trip: true
// expect: "2AB3CD4E" (11 -> 8) round trip: true
// expect: "2 he2lo2 world2 " (16 -> 16) round trip: true
// expect: "XYZ" (3 -> 3) round trip: true
// expect: "" (0 -> 0) round trip: true
// expect: decode 12a3b: aaaaaaaaaaaabbb
// expect: term 1: 1
// expect: term 2: 11
// expect: term 3: 21
// expect: term 4: 1211
// expect: term 5: 111221
// expect: term 6: 312211
// expect: term 7: 13112221
// expect: term 8: 1113213211
// expect: length of term 30: 4462
