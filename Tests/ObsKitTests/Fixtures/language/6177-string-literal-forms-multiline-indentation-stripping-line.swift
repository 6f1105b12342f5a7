// Language Reference style (lexical structure): string literal forms — multiline indentation stripping, line continuation, escapes
let multi = """
    First line
      indented two
    Third "quoted" line
    """
print(multi)
print("---")
let cont = """
    one \
    two \
    three
    """
print(cont)
print("---")
let withBlank = """

    after blank
    trailing\tTab
    """
print(withBlank.count, withBlank.split(separator: "\n", omittingEmptySubsequences: false).count)
print(withBlank)
print("---")
let escapes = "tab:\t|nl-free|quote:\"|back:\\|nul-free|apos:\'"
print(escapes)
print("\u{1F600}".unicodeScalars.count, "\u{E9}" == "e\u{301}", "\u{65}\u{301}".count)
let n = 4
let interp = """
    n is \(n), doubled \(n * 2)
    triple quotes: \"""
    """
print(interp)
let empty = """
    """
print(empty.isEmpty, "[" + empty + "]")
let lastNewline = """
    ends with newline

    """
print(lastNewline.hasSuffix("\n"), lastNewline.count)

// expect: First line
// expect:   indented two
// expect: Third "quoted" line
// expect: ---
// expect: one two three
// expect: ---
// expect: 25 3
// expect:
// expect: after blank
// expect: trailing	Tab
// expect: ---
// expect: tab:	|nl-free|quote:"|back:\|nul-free|apos:'
// expect: 1 true 1
// expect: n is 4, doubled 8
// expect: triple quotes: """
// expect: true []
// expect: true 18
