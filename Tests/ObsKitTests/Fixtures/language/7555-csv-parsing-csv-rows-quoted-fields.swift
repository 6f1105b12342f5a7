// Tutorial style (CSV): parsing CSV rows with quoted fields and trimming whitespace
import Foundation

let csv = """
name, city , age,notes
"Smith, John", Boston, 42, "likes ""quotes""\"
Jane Doe,  Paris ,35,
  Bob , "New York, NY" , 29 ,"multi word note"
"""

func parseLine(_ line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var inQuotes = false
    var chars = Array(line)
    var i = 0
    while i < chars.count {
        let c = chars[i]
        if c == "\"" {
            if inQuotes && i + 1 < chars.count && chars[i + 1] == "\"" {
                current.append("\"")
                i += 1
            } else {
                inQuotes.toggle()
            }
        } else if c == "," && !inQuotes {
            fields.append(current.trimmingCharacters(in: .whitespaces))
            current = ""
        } else {
            current.append(c)
        }
        i += 1
    }
    fields.append(current.trimmingCharacters(in: .whitespaces))
    chars.removeAll()
    return fields
}

let rows = csv.components(separatedBy: "\n").map(parseLine)
let header = rows[0]
print("columns:", header)
for row in rows.dropFirst() {
    var record: [String: String] = [:]
    for (key, value) in zip(header, row) { record[key] = value }
    let age = Int(record["age"] ?? "") ?? -1
    let notes = record["notes"].flatMap { $0.isEmpty ? nil : $0 } ?? "-"
    print("\(record["name"]!) | \(record["city"]!) | \(age) | \(notes)")
}

let ages = rows.dropFirst().compactMap { Int($0[2]) }
print("mean age:", String(format: "%.1f", Double(ages.reduce(0, +)) / Double(ages.count)))
// expect: columns: ["name", "city", "age", "notes"]
// expect: Smith, John | Boston | 42 | likes "quotes"
// expect: Jane Doe | Paris | 35 | -
// expect: Bob | New York, NY | 29 | multi word note
// expect: mean age: 35.3
