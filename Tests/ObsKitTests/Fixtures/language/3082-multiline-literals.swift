// Compiler test style: multi-line string literals with indentation stripping and escapes
let poem = """
    Roses are red,
      violets are blue,
    Swift is "neat"
    """
print(poem)
print(poem.split(separator: "\n").count)

let joined = """
    one \
    two \
    three
    """
print(joined)

let withBlank = """
    first

    third
    """
print(withBlank.split(separator: "\n", omittingEmptySubsequences: false).count)

let trailing = """
    ends with newline

    """
print(trailing.hasSuffix("\n"), trailing.count)
// expect: Roses are red,
// expect:   violets are blue,
// expect: Swift is "neat"
// expect: 3
// expect: one two three
// expect: 3
// expect: true 18
