// App code style: simple text formatter wrapping words to a width, justifying and numbering lines
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

func center(_ line: String, width: Int) -> String {
    let pad = max(0, width - line.count)
    return String(repeating: " ", count: pad / 2) + line + String(repeating: " ", count: pad - pad / 2)
}

let text = "Swift is a powerful and intuitive programming language for all Apple platforms and Linux too"
let wrapped = wrap(text, width: 20)
for (n, line) in wrapped.enumerated() {
    let num = String(n + 1)
    print(String(repeating: "0", count: 2 - num.count) + num + "| " + line)
}
print(wrapped.map(\.count))
for line in wrap("one two three", width: 7) {
    print("[" + center(line, width: 9) + "]")
}
print(wrap("", width: 10).count, wrap("supercalifragilistic word", width: 5))
let border = String(repeating: "=", count: 22)
print(border)
for line in wrapped.prefix(2) {
    print("|" + center(line, width: 20) + "|")
}
print(border)
let title = "report"
print(title.prefix(1).uppercased() + title.dropFirst(), title.uppercased().map(String.init).joined(separator: " "))
let initials = text.split(separator: " ").filter { $0.first!.isUppercase }.compactMap(\.first)
print(String(initials))
// expect: 01| Swift is a powerful
// expect: 02| and intuitive
// expect: 03| programming language
// expect: 04| for all Apple
// expect: 05| platforms and Linux
// expect: 06| too
// expect: [19, 13, 20, 13, 19, 3]
// expect: [ one two ]
// expect: [  three  ]
// expect: 0 ["supercalifragilistic", "word"]
// expect: ======================
// expect: |Swift is a powerful |
// expect: |   and intuitive    |
// expect: ======================
// expect: Report R E P O R T
// expect: SAL
