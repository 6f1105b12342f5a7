// Multi-line string literals: indentation stripped by the closing delimiter, blank lines, line continuation with a backslash, quotes.
// Expected output: swiftc 6.3.1 on this machine.
let poem = """
    Roses are red,
      violets are blue,
    this line continues \
    right here.

    "Quotes" and \"""triple\""" quotes.
    """
print(poem)
let indented = """
        four spaces kept
    none here
    """
print(indented)
let empty = """
    """
print(empty.isEmpty, poem.split(separator: "\n", omittingEmptySubsequences: false).count)
let interpolated = """
    Sum: \(1 + 2)
    Tab:\there
    """
print(interpolated)

// expect: Roses are red,
// expect:   violets are blue,
// expect: this line continues right here.
// expect:
// expect: "Quotes" and """triple""" quotes.
// expect:     four spaces kept
// expect: none here
// expect: true 5
// expect: Sum: 3
// expect: Tab:	here
