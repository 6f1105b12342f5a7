// Swift book style: multi-line string literals, indentation and escapes
let quotation = """
The White Rabbit put on his spectacles.  "Where shall I begin,
please your Majesty?" he asked.

"Begin at the beginning," the King said gravely, "and go on
till you come to the end; then stop."
"""
print(quotation)
print("lines:", quotation.split(separator: "\n", omittingEmptySubsequences: false).count)

let singleLineString = "These are the same."
let multilineString = """
These are the same.
"""
print(singleLineString == multilineString)

let softWrapped = """
This is a long line that \
continues on the same output line.
And this is a second line.
"""
print(softWrapped)

let lineBreaks = """

This string starts with a line break.
It also ends with a line break.

"""
print("[\(lineBreaks)]")

func indented() -> String {
    let text = """
        Indented block
          with nested indent
        back to base
        """
    return text
}
print(indented())

let wiseWords = "\"Imagination is more important than knowledge\" - Einstein"
print(wiseWords)
let threeDoubleQuotes = """
Escaping the first quotation mark \"""
Escaping all three quotation marks \"\"\"
"""
print(threeDoubleQuotes)

let name = "Ada"
let items = ["tea", "scones", "jam"]
let letter = """
Dear \(name),

Your order:
\(items.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
Total items: \(items.count)
\tThanks!
"""
print(letter)

let table = """
+-----+-----+
| a   | b   |
+-----+-----+
"""
for (n, line) in table.split(separator: "\n").enumerated() {
    print(n, line.count, line.first!, line.last!)
}

let json = """
{
  "name": "\(name)",
  "tags": [\(items.map { "\"\($0)\"" }.joined(separator: ", "))]
}
"""
print(json)
print(json.filter { $0 == "\"" }.count, "quotes")

// expect: The White Rabbit put on his spectacles.  "Where shall I begin,
// expect: please your Majesty?" he asked.
// expect:
// expect: "Begin at the beginning," the King said gravely, "and go on
// expect: till you come to the end; then stop."
// expect: lines: 5
// expect: true
// expect: This is a long line that continues on the same output line.
// expect: And this is a second line.
// expect: [
// expect: This string starts with a line break.
// expect: It also ends with a line break.
// expect: ]
// expect: Indented block
// expect:   with nested indent
// expect: back to base
// expect: "Imagination is more important than knowledge" - Einstein
// expect: Escaping the first quotation mark """
// expect: Escaping all three quotation marks """
// expect: Dear Ada,
// expect:
// expect: Your order:
// expect:   1. tea
// expect:   2. scones
// expect:   3. jam
// expect: Total items: 3
// expect: 	Thanks!
// expect: 0 13 + +
// expect: 1 13 | |
// expect: 2 13 + +
// expect: {
// expect:   "name": "Ada",
// expect:   "tags": ["tea", "scones", "jam"]
// expect: }
// expect: 12 quotes
