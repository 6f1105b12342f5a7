// App code style: word wrapping and justifying paragraphs to a fixed column width
func words(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for ch in text {
        if ch.isWhitespace {
            if !current.isEmpty { result.append(current); current = "" }
        } else {
            current.append(ch)
        }
    }
    if !current.isEmpty { result.append(current) }
    return result
}

func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for var w in words(text) {
        while w.count > width {
            if !line.isEmpty { lines.append(line); line = "" }
            let cut = w.index(w.startIndex, offsetBy: width - 1)
            lines.append(String(w[..<cut]) + "-")
            w = String(w[cut...])
        }
        if line.isEmpty {
            line = w
        } else if line.count + 1 + w.count <= width {
            line += " " + w
        } else {
            lines.append(line)
            line = w
        }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
}

func justify(_ line: String, width: Int) -> String {
    let ws = words(line)
    guard ws.count > 1 else { return line }
    let letters = ws.reduce(0) { $0 + $1.count }
    let gaps = ws.count - 1
    let spaces = width - letters
    let base = spaces / gaps
    let extra = spaces % gaps
    var out = ""
    for (i, w) in ws.enumerated() {
        out += w
        if i < gaps {
            out += String(repeating: " ", count: base + (i < extra ? 1 : 0))
        }
    }
    return out
}

let paragraph = """
Swift strings are collections of extended grapheme clusters, so a café \
with an accent or a flag like 🇳🇿 counts as one character each. \
Supercalifragilisticexpialidocious words get hyphenated when they are too long.
"""

for width in [28, 40] {
    print("width \(width):")
    print("+" + String(repeating: "-", count: width) + "+")
    let lines = wrap(paragraph, width: width)
    for (i, l) in lines.enumerated() {
        let body = i == lines.count - 1 ? l : justify(l, width: width)
        let padded = body + String(repeating: " ", count: max(0, width - body.count))
        print("|" + padded + "|")
    }
    print("+" + String(repeating: "-", count: width) + "+")
}
print(wrap("", width: 10).count)
print(wrap("tiny", width: 10))
print(wrap("abcdefghij", width: 4))
print(justify("one", width: 10) + "|")
// expect: width 28:
// expect: +----------------------------+
// expect: |Swift       strings      are|
// expect: |collections    of   extended|
// expect: |grapheme clusters, so a café|
// expect: |with  an  accent  or  a flag|
// expect: |like   🇳🇿   counts   as   one|
// expect: |character              each.|
// expect: |Supercalifragilisticexpiali-|
// expect: |docious words get hyphenated|
// expect: |when they are too long.     |
// expect: +----------------------------+
// expect: width 40:
// expect: +----------------------------------------+
// expect: |Swift   strings   are   collections   of|
// expect: |extended  grapheme  clusters,  so a café|
// expect: |with  an  accent or a flag like 🇳🇿 counts|
// expect: |as       one       character       each.|
// expect: |Supercalifragilisticexpialidocious words|
// expect: |get hyphenated when they are too long.  |
// expect: +----------------------------------------+
// expect: 0
// expect: ["tiny"]
// expect: ["abc-", "def-", "ghij"]
// expect: one|
