// App code style: CSV writer that quotes only when needed, plus a reader to verify the round trip
func quoteField(_ f: String) -> String {
    let needs = f.contains(",") || f.contains("\"") || f.contains("\n") || f.first == " " || f.last == " "
    guard needs else { return f }
    var out = "\""
    for c in f {
        if c == "\"" { out += "\"\"" } else { out.append(c) }
    }
    return out + "\""
}

func writeCSV(_ rows: [[String]]) -> String {
    rows.map { $0.map(quoteField).joined(separator: ",") }.joined(separator: "\n")
}

func readCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var inQuotes = false
    let chars = Array(text)
    var i = 0
    while i < chars.count {
        let c = chars[i]
        if inQuotes {
            if c == "\"" {
                if i + 1 < chars.count && chars[i + 1] == "\"" { field.append("\""); i += 1 }
                else { inQuotes = false }
            } else {
                field.append(c)
            }
        } else if c == "\"" {
            inQuotes = true
        } else if c == "," {
            row.append(field); field = ""
        } else if c == "\n" {
            row.append(field); field = ""
            rows.append(row); row = []
        } else {
            field.append(c)
        }
        i += 1
    }
    row.append(field)
    rows.append(row)
    return rows
}

let data: [[String]] = [
    ["id", "name", "note", "amount"],
    ["1", "Smith, John", "said \"hi\"", "12.50"],
    ["2", "Émilie", "multi\nline", "-3"],
    ["3", " padded ", "", "0"],
    ["4", "🎉 party", "plain", "1,000"],
]
let csv = writeCSV(data)
print(csv)
print("---")
print("chars: \(csv.count), utf8: \(csv.utf8.count), lines: \(csv.split(separator: "\n", omittingEmptySubsequences: false).count)")
let back = readCSV(csv)
print("rows back: \(back.count), equal: \(back == data)")
for (i, row) in back.enumerated() {
    let shown = row.map { $0.replacingNewlines() }
    print("\(i): \(shown.count) fields \(shown)")
}
print(quoteField("a"), quoteField(""), quoteField("\""), quoteField("x,y"))
let single = readCSV("only")
print(single, readCSV(""), readCSV("a,,b"))

extension String {
    func replacingNewlines() -> String {
        var s = ""
        for c in self { s += c == "\n" ? "⏎" : String(c) }
        return s
    }
}
// expect: id,name,note,amount
// expect: 1,"Smith, John","said ""hi""",12.50
// expect: 2,Émilie,"multi
// expect: line",-3
// expect: 3," padded ",,0
// expect: 4,🎉 party,plain,"1,000"
// expect: ---
// expect: chars: 120, utf8: 124, lines: 6
// expect: rows back: 5, equal: true
// expect: 0: 4 fields ["id", "name", "note", "amount"]
// expect: 1: 4 fields ["1", "Smith, John", "said \"hi\"", "12.50"]
// expect: 2: 4 fields ["2", "Émilie", "multi⏎line", "-3"]
// expect: 3: 4 fields ["3", " padded ", "", "0"]
// expect: 4: 4 fields ["4", "🎉 party", "plain", "1,000"]
// expect: a  """" "x,y"
// expect: [["only"]] [[""]] [["a", "", "b"]]
