// Apple docs style (String): splitting and trimming lines of a CSV import
import Foundation

let csv = """
  name , email , plan
Ada Lovelace, ada@example.com ,pro
  Alan Turing,alan@example.com,  free
,missing@example.com,pro

Grace Hopper ,grace@example.com, team
"""

let lines = csv.components(separatedBy: .newlines)
print("raw lines: \(lines.count)")

let rows = lines
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty }
let header = rows[0].components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
print("columns: \(header)")

var plans: [String: Int] = [:]
for row in rows.dropFirst() {
    let fields = row.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard fields.count == header.count, !fields[0].isEmpty else {
        print("skipped: \(row)")
        continue
    }
    let initials = fields[0].components(separatedBy: " ").compactMap { $0.first }.map(String.init).joined()
    print("\(initials) <\(fields[1])> \(fields[2])")
    plans[fields[2], default: 0] += 1
}
print(plans.keys.sorted().map { "\($0)=\(plans[$0]!)" }.joined(separator: " "))

let tags = "#swift, #ios ,, #foundation ,#"
let cleaned = tags.components(separatedBy: ",")
    .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " #")) }
    .filter { !$0.isEmpty }
print(cleaned)

let padded = "\t  hello world \n"
print("[\(padded.trimmingCharacters(in: .whitespacesAndNewlines))]")
print("[\("...Loading...".trimmingCharacters(in: CharacterSet(charactersIn: ".")))]")
print("a-b--c".components(separatedBy: "-"))

// expect: raw lines: 6
// expect: columns: ["name", "email", "plan"]
// expect: AL <ada@example.com> pro
// expect: AT <alan@example.com> free
// expect: skipped: ,missing@example.com,pro
// expect: GH <grace@example.com> team
// expect: free=1 pro=1 team=1
// expect: ["swift", "ios", "foundation"]
// expect: [hello world]
// expect: [Loading]
// expect: ["a", "b", "", "c"]
