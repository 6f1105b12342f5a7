// Subscripts: several subscripts on one type chosen by argument type or label, default arguments, ranges and setters.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Spreadsheet {
    private var cells: [String: String] = [:]
    subscript(column column: Character, row row: Int) -> String {
        get { cells["\(column)\(row)"] ?? "" }
        set { cells["\(column)\(row)"] = newValue.isEmpty ? nil : newValue }
    }
    subscript(_ reference: String) -> String {
        get { cells[reference] ?? "" }
        set { cells[reference] = newValue }
    }
    subscript(row row: Int) -> [String] {
        "ABC".map { self[column: $0, row: row] }
    }
    subscript(column column: Character, default fallback: String = "-") -> [String] {
        (1...2).map { let v = self[column: column, row: $0]; return v.isEmpty ? fallback : v }
    }
    var filled: Int { cells.count }
}
var sheet = Spreadsheet()
sheet[column: "A", row: 1] = "Name"
sheet[column: "B", row: 1] = "Qty"
sheet["A2"] = "Apples"
sheet["B2"] = "4"
print(sheet[row: 1], sheet[row: 2])
print(sheet[column: "B"], sheet[column: "C"], sheet[column: "C", default: "?"])
sheet[column: "B", row: 2] = ""
print(sheet["B2"].isEmpty, sheet.filled)
struct Word {
    let text: String
    subscript(i: Int) -> Character { text[text.index(text.startIndex, offsetBy: i)] }
    subscript(r: Range<Int>) -> Substring {
        let start = text.index(text.startIndex, offsetBy: r.lowerBound)
        let end = text.index(text.startIndex, offsetBy: r.upperBound)
        return text[start..<end]
    }
    subscript(from start: Int) -> Substring { self[start..<text.count] }
    subscript(letters letters: Int...) -> String { String(letters.map { self[$0] }) }
}
let word = Word(text: "subscript")
print(word[0], word[3..<6], word[from: 6], word[letters: 0, 1, 8])

// expect: ["Name", "Qty", ""] ["Apples", "4", ""]
// expect: ["Qty", "4"] ["-", "-"] ["?", "?"]
// expect: true 3
// expect: s scr ipt sut
