// Tutorial style (word wrap): wrapping a paragraph to a width and justifying lines
import Foundation

let paragraph = """
Swift is a powerful and intuitive programming language for all Apple platforms and Linux. \
Writing Swift code is interactive and fun, the syntax is concise yet expressive.
"""

func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.components(separatedBy: .whitespaces) where !word.isEmpty {
        if current.isEmpty {
            current = word
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = word
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}

func justify(_ line: String, width: Int) -> String {
    var words = line.components(separatedBy: " ")
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

let lines = wrap(paragraph, width: 30)
for line in lines {
    print("|" + line.padding(toLength: 30, withPad: " ", startingAt: 0) + "|")
}
print()
for (i, line) in lines.enumerated() {
    let out = i == lines.count - 1 ? line.padding(toLength: 30, withPad: " ", startingAt: 0) : justify(line, width: 30)
    print("|" + out + "|")
}
print()
for line in wrap(paragraph, width: 44) {
    let pad = (44 - line.count) / 2
    print(String(repeating: " ", count: pad) + line)
}
// expect: |Swift is a powerful and       |
// expect: |intuitive programming language|
// expect: |for all Apple platforms and   |
// expect: |Linux. Writing Swift code is  |
// expect: |interactive and fun, the      |
// expect: |syntax is concise yet         |
// expect: |expressive.                   |
// expect:
// expect: |Swift   is   a   powerful  and|
// expect: |intuitive programming language|
// expect: |for  all  Apple  platforms and|
// expect: |Linux.  Writing  Swift code is|
// expect: |interactive   and   fun,   the|
// expect: |syntax    is    concise    yet|
// expect: |expressive.                   |
// expect:
// expect:      Swift is a powerful and intuitive
// expect: programming language for all Apple platforms
// expect: and Linux. Writing Swift code is interactive
// expect:      and fun, the syntax is concise yet
// expect:                 expressive.
