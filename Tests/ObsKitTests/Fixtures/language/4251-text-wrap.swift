// App code style: word-wrap and fully justify paragraphs for a fixed-width text view
struct TextLayout {
    let width: Int

    func wrap(_ text: String) -> [[String]] {
        var lines: [[String]] = []
        var current: [String] = []
        var length = 0
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init) {
            let extra = current.isEmpty ? word.count : word.count + 1
            if length + extra > width && !current.isEmpty {
                lines.append(current)
                current = [word]
                length = word.count
            } else {
                current.append(word)
                length += extra
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    func justify(_ words: [String], isLast: Bool) -> String {
        if isLast || words.count == 1 {
            let joined = words.joined(separator: " ")
            return joined + String(repeating: " ", count: max(0, width - joined.count))
        }
        let letters = words.reduce(0) { $0 + $1.count }
        let gaps = words.count - 1
        let spaces = width - letters
        var line = ""
        for (i, word) in words.enumerated() {
            line += word
            if i < gaps {
                let pad = spaces / gaps + (i < spaces % gaps ? 1 : 0)
                line += String(repeating: " ", count: pad)
            }
        }
        return line
    }

    func render(_ text: String, justified: Bool) -> [String] {
        let lines = wrap(text)
        return lines.enumerated().map { i, words in
            justified ? justify(words, isLast: i == lines.count - 1) : words.joined(separator: " ")
        }
    }

    func centered(_ text: String) -> String {
        let pad = max(0, width - text.count)
        return String(repeating: " ", count: pad / 2) + text + String(repeating: " ", count: pad - pad / 2)
    }
}

let body = """
Swift is a powerful and intuitive programming language for all Apple platforms. \
It is easy to get started, with concise yet expressive syntax and modern features \
developers love. Swift code is safe by design and produces software that runs lightning-fast.
"""

let narrow = TextLayout(width: 28)
let border = "+" + String(repeating: "-", count: narrow.width) + "+"
print(border)
print("|" + narrow.centered("About Swift") + "|")
print(border)
for line in narrow.render(body, justified: true) {
    print("|\(line)|")
}
print(border)

let wide = TextLayout(width: 40)
let ragged = wide.render(body, justified: false)
print("Ragged lines: \(ragged.count)")
for line in ragged {
    print(line)
}
let lengths = ragged.map(\.count)
print("Line lengths: \(lengths)")
print("Raggedness: \(lengths.dropLast().map { (40 - $0) * (40 - $0) }.reduce(0, +))")

let tiny = TextLayout(width: 6)
print(tiny.render("a supercalifragilistic word", justified: true).map { "[\($0)]" }.joined(separator: " "))

// expect: +----------------------------+
// expect: |        About Swift         |
// expect: +----------------------------+
// expect: |Swift   is  a  powerful  and|
// expect: |intuitive        programming|
// expect: |language   for   all   Apple|
// expect: |platforms. It is easy to get|
// expect: |started,  with  concise  yet|
// expect: |expressive syntax and modern|
// expect: |features   developers  love.|
// expect: |Swift code is safe by design|
// expect: |and  produces  software that|
// expect: |runs lightning-fast.        |
// expect: +----------------------------+
// expect: Ragged lines: 7
// expect: Swift is a powerful and intuitive
// expect: programming language for all Apple
// expect: platforms. It is easy to get started,
// expect: with concise yet expressive syntax and
// expect: modern features developers love. Swift
// expect: code is safe by design and produces
// expect: software that runs lightning-fast.
// expect: Line lengths: [33, 34, 37, 38, 38, 35, 34]
// expect: Raggedness: 127
// expect: [a     ] [supercalifragilistic] [word  ]
