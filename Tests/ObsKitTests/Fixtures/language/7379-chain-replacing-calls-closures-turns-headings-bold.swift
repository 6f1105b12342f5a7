// Swift Regex style (markdown to HTML): a chain of replacing calls with closures turns headings, bold, italics and code into HTML
let source = """
# Title
Some **bold** text and *italic* words.
## Section two
Use `let x = 1` and **nest *carefully***.
Plain line.
"""

func render(_ line: Substring) -> String {
    var html = String(line)
    html = html.replacing(#/`([^`]+)`/#) { m in "<code>\(m.1)</code>" }
    html = html.replacing(#/\*\*(.+?)\*\*/#) { m in "<b>\(m.1)</b>" }
    html = html.replacing(#/\*(.+?)\*/#) { m in "<i>\(m.1)</i>" }
    if let heading = html.wholeMatch(of: #/(#{1,6})\s+(.*)/#) {
        let level = heading.1.count
        return "<h\(level)>\(heading.2)</h\(level)>"
    }
    return "<p>\(html)</p>"
}

for line in source.split(separator: "\n") {
    print(render(line))
}

let headingCount = source.matches(of: #/^#+ /#.anchorsMatchLineEndings()).count
print("headings: \(headingCount)")

// expect: <h1>Title</h1>
// expect: <p>Some <b>bold</b> text and <i>italic</i> words.</p>
// expect: <h2>Section two</h2>
// expect: <p>Use <code>let x = 1</code> and <b>nest <i>carefully</b></i>.</p>
// expect: <p>Plain line.</p>
// expect: headings: 2
