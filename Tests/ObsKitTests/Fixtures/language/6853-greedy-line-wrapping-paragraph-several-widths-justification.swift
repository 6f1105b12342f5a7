// Advent of Code style (word wrap): greedy line wrapping of a paragraph to several widths with justification
func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
        if current.isEmpty {
            current = String(word)
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

func justify(_ line: String, width: Int) -> String {
    var words = line.split(separator: " ").map(String.init)
    guard words.count > 1 else { return line }
    var missing = width - line.count
    var i = 0
    while missing > 0 {
        words[i % (words.count - 1)] += " "
        missing -= 1
        i += 1
    }
    return words.joined(separator: " ")
}

let paragraph = "Swift strings are collections of characters, where each character is an extended grapheme cluster made of one or more Unicode scalars."

for width in [20, 32] {
    print("width \(width):")
    let lines = wrap(paragraph, width: width)
    for (n, line) in lines.enumerated() {
        let shown = n == lines.count - 1 ? line : justify(line, width: width)
        print("  |" + shown + String(repeating: " ", count: width - shown.count) + "|")
    }
}
let narrow = wrap("supercalifragilistic is long", width: 5)
print(narrow)
print(wrap("", width: 10).count)

// expect: width 20:
// expect:   |Swift   strings  are|
// expect:   |collections       of|
// expect:   |characters,    where|
// expect:   |each character is an|
// expect:   |extended    grapheme|
// expect:   |cluster  made of one|
// expect:   |or    more   Unicode|
// expect:   |scalars.            |
// expect: width 32:
// expect:   |Swift strings are collections of|
// expect:   |characters, where each character|
// expect:   |is  an extended grapheme cluster|
// expect:   |made  of  one  or  more  Unicode|
// expect:   |scalars.                        |
// expect: ["supercalifragilistic", "is", "long"]
// expect: 0
