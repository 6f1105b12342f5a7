// RegexBuilder style (CSV): split CSV lines with a regex separator and capture quoted fields
import RegexBuilder

let rows = [
    "id, name ,  city,score",
    "1,Alice,  Paris ,93",
    "2, \"Bob, Jr.\",Berlin, 78",
    "3,Chloé,\"New York\",88",
]

let comma = Regex {
    ZeroOrMore(.whitespace)
    ","
    ZeroOrMore(.whitespace)
}

print(rows[0].split(separator: comma))

let quoted = Regex {
    "\""
    Capture {
        ZeroOrMore(CharacterClass.anyOf("\"").inverted)
    }
    "\""
}

let plain = Regex {
    Capture {
        OneOrMore(CharacterClass.anyOf(",").inverted)
    }
}

let field = Regex {
    ZeroOrMore(.whitespace)
    ChoiceOf {
        quoted
        plain
    }
}

for row in rows.dropFirst() {
    var cells: [String] = []
    for m in row.matches(of: field) {
        let (_, q, p) = m.output
        if let q = q {
            cells.append(String(q))
        } else if let p = p {
            cells.append(p.trimmingCharacters())
        }
    }
    print(cells.count, cells.joined(separator: " | "))
}

extension Substring {
    func trimmingCharacters() -> String {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
// expect: ["id", "name", "city", "score"]
// expect: 4 1 | Alice | Paris | 93
// expect: 4 2 | Bob, Jr. | Berlin | 78
// expect: 4 3 | Chloé | New York | 88
