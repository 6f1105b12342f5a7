// Swift book style (multi-line string literals): indentation stripping, line continuations, escapes and quotes
let poem = """
    Roses are red,
      violets are blue,
    this line ends \
    on the same line.
    "Quotes" and \"escaped\" ones
    """
print(poem)
print("---")
let lines = poem.split(separator: "\n")
for (n, line) in lines.enumerated() {
    let indent = line.prefix(while: { $0 == " " }).count
    print(n + 1, indent, line.count)
}

func box(_ text: String) -> String {
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let width = rows.map(\.count).max() ?? 0
    let border = "+" + String(repeating: "-", count: width + 2) + "+"
    var out = [border]
    for r in rows {
        out.append("| " + r + String(repeating: " ", count: width - r.count) + " |")
    }
    out.append(border)
    return out.joined(separator: "\n")
}
print(box("""
one
three
five!
"""))

let withBlank = """

    middle

    """
print(withBlank.count, withBlank.split(separator: "\n", omittingEmptySubsequences: false).count)
let tabbed = """
\tTab\tSeparated
triple: \"""
unicode: \u{2665}
"""
print(tabbed)
print(tabbed.contains("\t"), tabbed.hasSuffix("♥"))

// expect: Roses are red,
// expect:   violets are blue,
// expect: this line ends on the same line.
// expect: "Quotes" and "escaped" ones
// expect: ---
// expect: 1 0 14
// expect: 2 2 19
// expect: 3 0 32
// expect: 4 0 27
// expect: +-------+
// expect: | one   |
// expect: | three |
// expect: | five! |
// expect: +-------+
// expect: 8 3
// expect: 	Tab	Separated
// expect: triple: """
// expect: unicode: ♥
// expect: true true
