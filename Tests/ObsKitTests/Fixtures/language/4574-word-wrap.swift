// App code style: greedy word wrapping and justification
let text = "Swift is a powerful and intuitive programming language for all Apple platforms. It is easy to get started, with a concise yet expressive syntax."

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

for line in wrap(text, width: 30) {
    print("|" + line + String(repeating: " ", count: 30 - line.count) + "|")
}
print("")

func justify(_ line: String, width: Int) -> String {
    let words = line.split(separator: " ").map(String.init)
    guard words.count > 1 else { return line + String(repeating: " ", count: width - line.count) }
    let letters = words.reduce(0) { $0 + $1.count }
    let gaps = words.count - 1
    let spaces = width - letters
    var out = ""
    for (i, w) in words.enumerated() {
        out += w
        if i < gaps {
            let extra = i < spaces % gaps ? 1 : 0
            out += String(repeating: " ", count: spaces / gaps + extra)
        }
    }
    return out
}

let wrapped = wrap(text, width: 24)
for (i, line) in wrapped.enumerated() {
    let shown = i == wrapped.count - 1 ? line : justify(line, width: 24)
    print("[\(shown)]")
}
print("")

func hardWrap(_ s: String, every n: Int) -> [String] {
    var out: [String] = []
    var chunk = ""
    for c in s {
        chunk.append(c)
        if chunk.count == n {
            out.append(chunk)
            chunk = ""
        }
    }
    if !chunk.isEmpty { out.append(chunk) }
    return out
}
print(hardWrap("abcdefghijklmnopqrstuvwxyz", every: 7))

func truncate(_ s: String, to n: Int) -> String {
    s.count <= n ? s : String(s.prefix(n - 1)) + "…"
}
print(truncate("Hello, world", to: 8), truncate("short", to: 8), truncate("exactly8", to: 8))

func indent(_ lines: [String], by n: Int, bullet: String = "") -> String {
    lines.enumerated().map { i, l in
        String(repeating: " ", count: n) + (i == 0 ? bullet : String(repeating: " ", count: bullet.count)) + l
    }.joined(separator: "\n")
}
print(indent(wrap("a bullet item that goes on for quite a while", width: 16), by: 2, bullet: "- "))

let longest = wrap(text, width: 40).max { $0.count < $1.count }!
print(longest.count, wrap(text, width: 40).count)
let veryNarrow = wrap("supercalifragilistic is long", width: 5)
print(veryNarrow)

// expect: |Swift is a powerful and       |
// expect: |intuitive programming language|
// expect: |for all Apple platforms. It is|
// expect: |easy to get started, with a   |
// expect: |concise yet expressive syntax.|
// expect:
// expect: [Swift  is a powerful and]
// expect: [intuitive    programming]
// expect: [language  for  all Apple]
// expect: [platforms. It is easy to]
// expect: [get   started,   with  a]
// expect: [concise  yet  expressive]
// expect: [syntax.]
// expect:
// expect: ["abcdefg", "hijklmn", "opqrstu", "vwxyz"]
// expect: Hello, … short exactly8
// expect:   - a bullet item
// expect:     that goes on for
// expect:     quite a while
// expect: 37 4
// expect: ["supercalifragilistic", "is", "long"]
