// objc.io style (string processing with indices): run-length encoding and decoding using Substring slices
func encode(_ s: String) -> String {
    var result = ""
    var rest = s[...]
    while let first = rest.first {
        let run = rest.prefix(while: { $0 == first })
        result += run.count > 1 ? "\(run.count)\(first)" : "\(first)"
        rest = rest[run.endIndex...]
    }
    return result
}

func decode(_ s: String) -> String {
    var result = ""
    var count = ""
    for ch in s {
        if ch.isNumber {
            count.append(ch)
        } else {
            result += String(repeating: String(ch), count: Int(count) ?? 1)
            count = ""
        }
    }
    return result
}

for input in ["aaabccddddde", "abc", "", "zzzzzzzzzzzz", "aabbaa"] {
    let e = encode(input)
    print("\"\(input)\" -> \"\(e)\" -> \"\(decode(e))\"", decode(e) == input)
}

func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current: Substring = ""
    for word in text.split(separator: " ") {
        if current.isEmpty {
            current = word
        } else if current.count + 1 + word.count <= width {
            current = current + " " + word
        } else {
            lines.append(String(current))
            current = word
        }
    }
    if !current.isEmpty { lines.append(String(current)) }
    return lines
}
for line in wrap("Swift is a general-purpose programming language built using a modern approach to safety", width: 20) {
    print("|" + line + String(repeating: " ", count: 20 - line.count) + "|")
}

// expect: "aaabccddddde" -> "3ab2c5de" -> "aaabccddddde" true
// expect: "abc" -> "abc" -> "abc" true
// expect: "" -> "" -> "" true
// expect: "zzzzzzzzzzzz" -> "12z" -> "zzzzzzzzzzzz" true
// expect: "aabbaa" -> "2a2b2a" -> "aabbaa" true
// expect: |Swift is a          |
// expect: |general-purpose     |
// expect: |programming language|
// expect: |built using a modern|
// expect: |approach to safety  |
