// Swift book style: multiline string literals
// Checks: leading indentation stripped relative to the closing delimiter,
// preserved extra indentation, line-continuation backslash, blank lines,
// quotes inside multiline strings, and interpolation within them.

let quotation = """
    The White Rabbit put on his spectacles.  "Where shall I begin,
    please your Majesty?" he asked.

    "Begin at the beginning," the King said gravely, "and go on
    till you come to the end; then stop."
    """
print(quotation)
print("---")

let softWrapped = """
    These are the same \
    line in the output.
    """
print(softWrapped)

let lineBreaks = """

    Starts and ends with a blank line.

    """
print("[\(lineBreaks)]")

let indented = """
    base line
        four more spaces
      two more spaces
    back to base
    """
print(indented)

let lines = indented.split(separator: "\n", omittingEmptySubsequences: false)
print(lines.count)
for line in lines {
    let spaces = line.prefix { $0 == " " }.count
    print("\(spaces): \(line.trimmingPrefixSpaces())")
}

extension Substring {
    func trimmingPrefixSpaces() -> Substring {
        self.drop { $0 == " " }
    }
}

let count = 3
let item = "apples"
let report = """
    Inventory:
      \(count) \(item)
      total: \(count * 2) halves
    """
print(report)

let withQuotes = """
    Three quotes escaped: \"""
    Single "quotes" are fine.
    """
print(withQuotes)

let single = """
one line only
"""
print(single)
print(single.count)

let empty = """
    """
print(empty.isEmpty)

let tabbedEscapes = """
    col1\tcol2
    next\\line
    """
print(tabbedEscapes)

// expect: The White Rabbit put on his spectacles.  "Where shall I begin,
// expect: please your Majesty?" he asked.
// expect:
// expect: "Begin at the beginning," the King said gravely, "and go on
// expect: till you come to the end; then stop."
// expect: ---
// expect: These are the same line in the output.
// expect: [
// expect: Starts and ends with a blank line.
// expect: ]
// expect: base line
// expect:     four more spaces
// expect:   two more spaces
// expect: back to base
// expect: 4
// expect: 0: base line
// expect: 4: four more spaces
// expect: 2: two more spaces
// expect: 0: back to base
// expect: Inventory:
// expect:   3 apples
// expect:   total: 6 halves
// expect: Three quotes escaped: """
// expect: Single "quotes" are fine.
// expect: one line only
// expect: 13
// expect: true
// expect: col1	col2
// expect: next\line
