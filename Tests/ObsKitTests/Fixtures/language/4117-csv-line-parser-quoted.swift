// App code style: CSV line parser with quoted fields and typed row mapping
enum CSVError: Error, CustomStringConvertible {
    case unterminatedQuote(line: Int)
    case wrongFieldCount(line: Int, expected: Int, got: Int)
    case badNumber(line: Int, field: String)

    var description: String {
        switch self {
        case .unterminatedQuote(let l): return "line \(l): unterminated quote"
        case let .wrongFieldCount(l, e, g): return "line \(l): expected \(e) fields, got \(g)"
        case let .badNumber(l, f): return "line \(l): bad number '\(f)'"
        }
    }
}

func parseCSVLine(_ line: String, lineNo: Int, separator: Character = ",") throws -> [String] {
    var fields: [String] = []
    var current = ""
    var inQuotes = false
    var iterator = line.makeIterator()
    var pending: Character? = nil
    while let c = pending ?? iterator.next() {
        pending = nil
        if inQuotes {
            if c == "\"" {
                if let n = iterator.next() {
                    if n == "\"" { current.append("\"") } else { inQuotes = false; pending = n }
                } else { inQuotes = false }
            } else {
                current.append(c)
            }
        } else if c == "\"" {
            inQuotes = true
        } else if c == separator {
            fields.append(current); current = ""
        } else {
            current.append(c)
        }
    }
    if inQuotes { throw CSVError.unterminatedQuote(line: lineNo) }
    fields.append(current)
    return fields
}

struct Employee {
    let name: String
    let department: String
    let salary: Int
}

func loadEmployees(_ text: String) -> (rows: [Employee], errors: [CSVError]) {
    var rows: [Employee] = []
    var errors: [CSVError] = []
    let lines = text.split(separator: "\n").map(String.init)
    for (idx, line) in lines.enumerated().dropFirst() {
        do {
            let f = try parseCSVLine(line, lineNo: idx + 1)
            guard f.count == 3 else { throw CSVError.wrongFieldCount(line: idx + 1, expected: 3, got: f.count) }
            guard let salary = Int(f[2].trimmingPrefix(" ")) else { throw CSVError.badNumber(line: idx + 1, field: f[2]) }
            rows.append(Employee(name: f[0], department: f[1], salary: salary))
        } catch let e as CSVError {
            errors.append(e)
        } catch {}
    }
    return (rows, errors)
}

extension String {
    func trimmingPrefix(_ p: Character) -> String { String(drop(while: { $0 == p })) }
}

let data = [
    "name,department,salary",
    "Ada,Engineering,120000",
    "\"Hopper, Grace\",Engineering,135000",
    "\"Bob \"\"The Builder\"\"\",Facilities,58000",
    "Eve,Security",
    "Mallory,\"Security,52000",
    "Trent,Security,lots",
    "Carol,Facilities, 61000",
].joined(separator: "\n")
let (rows, errors) = loadEmployees(data)
for r in rows { print("\(r.name) | \(r.department) | \(r.salary)") }
for e in errors { print("error:", e) }
var byDept: [String: [Int]] = [:]
for r in rows { byDept[r.department, default: []].append(r.salary) }
for dept in byDept.keys.sorted() {
    let s = byDept[dept]!
    print(dept, s.count, s.reduce(0, +) / s.count)
}
print(try! parseCSVLine("a;\"b;c\";;d", lineNo: 0, separator: ";"))
// expect: Ada | Engineering | 120000
// expect: Hopper, Grace | Engineering | 135000
// expect: Bob "The Builder" | Facilities | 58000
// expect: Carol | Facilities | 61000
// expect: error: line 5: expected 3 fields, got 2
// expect: error: line 6: unterminated quote
// expect: error: line 7: bad number 'lots'
// expect: Engineering 2 127500
// expect: Facilities 2 59500
// expect: ["a", "b;c", "", "d"]
