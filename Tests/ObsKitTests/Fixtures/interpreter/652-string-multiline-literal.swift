// Multi-line string literals: indentation before the closing quotes is stripped,
// `\` joins lines, and interpolation works inside.
let name = "World"
let poem = """
    Hello, \(name)!
      indented line
    quote: "inside"
    """
print(poem)
let joined = """
    one, \
    two
    """
print(joined)
let withBlank = """
first

last
"""
print(withBlank)
print(poem.split(separator: "\n").count)

// expect: Hello, World!
// expect:   indented line
// expect: quote: "inside"
// expect: one, two
// expect: first
// expect:
// expect: last
// expect: 3
