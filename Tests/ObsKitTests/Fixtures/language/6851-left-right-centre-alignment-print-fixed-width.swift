// Hacking with Swift style (padding helpers): left, right and centre alignment to print a fixed-width table
extension String {
    func leftPadded(_ width: Int, with pad: Character = " ") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
    func rightPadded(_ width: Int, with pad: Character = " ") -> String {
        count >= width ? self : self + String(repeating: pad, count: width - count)
    }
    func centered(_ width: Int, with pad: Character = " ") -> String {
        guard count < width else { return self }
        let total = width - count
        let left = total / 2
        return String(repeating: pad, count: left) + self + String(repeating: pad, count: total - left)
    }
    func truncated(_ width: Int) -> String {
        count <= width ? self : String(prefix(width - 1)) + "…"
    }
}

let rows: [(String, Int, Double)] = [
    ("Zoë", 31, 1234.5),
    ("Bartholomew Jr.", 7, 3.25),
    ("Li", 102, 0.5),
    ("Ångström", 45, 99.99),
]

let widths = [10, 5, 9]
let header = ["Name".centered(widths[0]), "Age".leftPadded(widths[1]), "Score".leftPadded(widths[2])]
print("|" + header.joined(separator: "|") + "|")
print("|" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "|") + "|")
for (name, age, score) in rows {
    let whole = Int(score)
    let cents = Int((score * 100).rounded()) % 100
    let scoreText = "\(whole)." + String(cents).leftPadded(2, with: "0")
    let cells = [
        name.truncated(widths[0]).rightPadded(widths[0]),
        String(age).leftPadded(widths[1]),
        scoreText.leftPadded(widths[2]),
    ]
    print("|" + cells.joined(separator: "|") + "|")
}
print("title".centered(11, with: "*"))
print("even".centered(9, with: "="))
print("7".leftPadded(3, with: "0"), "toolong".leftPadded(3))
print("é".leftPadded(3).count, "e\u{301}".rightPadded(3, with: ".") + "|")

// expect: |   Name   |  Age|    Score|
// expect: |----------|-----|---------|
// expect: |Zoë       |   31|  1234.50|
// expect: |Bartholom…|    7|     3.25|
// expect: |Li        |  102|     0.50|
// expect: |Ångström  |   45|    99.99|
// expect: ***title***
// expect: ==even===
// expect: 007 toolong
// expect: 3 é..|
