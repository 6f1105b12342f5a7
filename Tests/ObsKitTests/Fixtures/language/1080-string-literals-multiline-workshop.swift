// Strings and Characters: multiline literals with indentation and line continuation, escapes, extended delimiters.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let note = """
    Shopping list:
      - milk
      - eggs \
    (a dozen)

    Done.
    """
print(note)
print(note.split(separator: "\n", omittingEmptySubsequences: false).count)
let quoted = "\"Measure twice, cut once\" - the workshop rule"
print(quoted)
let tabs = "a\tb\\c"
print(tabs, tabs.count)
let euro = "\u{20AC}", tick = "\u{2713}", rocket = "\u{1F680}"
print(euro, tick, rocket)
let raw = #"Line 1\nLine 2 and a "quote""#
print(raw)
let count = 3
print(#"raw \(count) but \#(count) is interpolated"#)
let tripleQuotes = """
A doc comment may open with \"""
or written out as \"\"\"
"""
print(tripleQuotes)
let rawMultiline = #"""
    path: C:\new\table
    """#
print(rawMultiline)
let empty = ""
let alsoEmpty = String()
print(empty.isEmpty && alsoEmpty.isEmpty, empty == alsoEmpty)
let singleQuote = "it\'s"
print(singleQuote, "nul is one character:", "\0".count)

// expect: Shopping list:
// expect:   - milk
// expect:   - eggs (a dozen)
// expect:
// expect: Done.
// expect: 5
// expect: "Measure twice, cut once" - the workshop rule
// expect: a	b\c 5
// expect: € ✓ 🚀
// expect: Line 1\nLine 2 and a "quote"
// expect: raw \(count) but 3 is interpolated
// expect: A doc comment may open with """
// expect: or written out as """
// expect: path: C:\new\table
// expect: true true
// expect: it's nul is one character: 1
