// Advent of Code style (run-length encoding): encoding and decoding runs of characters with Character arrays
func encode(_ text: String) -> String {
    var result = ""
    var chars = Array(text)
    guard !chars.isEmpty else { return "" }
    chars.append("\0")
    var current = chars[0]
    var count = 1
    for ch in chars.dropFirst() {
        if ch == current {
            count += 1
        } else {
            result += count > 1 ? "\(count)\(current)" : String(current)
            current = ch
            count = 1
        }
    }
    return result
}

func decode(_ text: String) -> String {
    var result = ""
    var number = 0
    for ch in text {
        if let digit = ch.wholeNumberValue {
            number = number * 10 + digit
        } else {
            result += String(repeating: ch, count: max(number, 1))
            number = 0
        }
    }
    return result
}

func lookAndSay(_ s: String) -> String {
    var out = ""
    var i = s.startIndex
    while i < s.endIndex {
        let c = s[i]
        var j = s.index(after: i)
        while j < s.endIndex && s[j] == c { j = s.index(after: j) }
        out += "\(s.distance(from: i, to: j))\(c)"
        i = j
    }
    return out
}

let samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aabcccccaaa", "abc", "", "  zz"]
for s in samples {
    let e = encode(s)
    let d = decode(e)
    print("\"\(e)\"", d == s)
}
var term = "1"
for _ in 0..<7 {
    print(term)
    term = lookAndSay(term)
}
print(term.count)

// expect: "12WB12W3B24WB14W" true
// expect: "2ab5c3a" true
// expect: "abc" true
// expect: "" true
// expect: "2 2z" true
// expect: 1
// expect: 11
// expect: 21
// expect: 1211
// expect: 111221
// expect: 312211
// expect: 13112221
// expect: 10
