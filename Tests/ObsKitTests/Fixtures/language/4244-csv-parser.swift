// App code style: parse CSV lines with quoted fields and summarize the records
enum CSVError: Error {
    case unterminatedQuote(line: Int)
    case wrongFieldCount(line: Int, expected: Int, got: Int)
}

func parseLine(_ line: String, lineNumber: Int) throws -> [String] {
    var fields: [String] = []
    var field = ""
    var inQuotes = false
    var chars = Array(line)
    var i = 0
    while i < chars.count {
        let c = chars[i]
        if inQuotes {
            if c == "\"" {
                if i + 1 < chars.count && chars[i + 1] == "\"" {
                    field.append("\"")
                    i += 1
                } else {
                    inQuotes = false
                }
            } else {
                field.append(c)
            }
        } else {
            switch c {
            case "\"": inQuotes = true
            case ",":
                fields.append(field)
                field = ""
            default: field.append(c)
            }
        }
        i += 1
    }
    chars.removeAll()
    if inQuotes { throw CSVError.unterminatedQuote(line: lineNumber) }
    fields.append(field)
    return fields.map { $0.trimmingSpaces() }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

struct Record {
    let fields: [String: String]
    subscript(_ key: String) -> String { fields[key] ?? "" }
}

func parseCSV(_ text: String) -> (records: [Record], errors: [String]) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard let headerLine = lines.first, let header = try? parseLine(headerLine, lineNumber: 1) else {
        return ([], ["missing header"])
    }
    var records: [Record] = []
    var errors: [String] = []
    for (offset, line) in lines.dropFirst().enumerated() {
        let number = offset + 2
        do {
            let values = try parseLine(line, lineNumber: number)
            guard values.count == header.count else {
                throw CSVError.wrongFieldCount(line: number, expected: header.count, got: values.count)
            }
            records.append(Record(fields: Dictionary(uniqueKeysWithValues: zip(header, values))))
        } catch CSVError.unterminatedQuote(let n) {
            errors.append("line \(n): unterminated quote")
        } catch CSVError.wrongFieldCount(let n, let expected, let got) {
            errors.append("line \(n): expected \(expected) fields, got \(got)")
        } catch {
            errors.append("line \(number): \(error)")
        }
    }
    return (records, errors)
}

let csv = """
name, city, plan, seats
"Acme, Inc.", Boston, pro, 25
Globex, "New York", free, 1
"Initech \"\"Labs\"\"", Austin, pro, 12
Broken Co, "Denver, pro, 3
Hooli, Palo Alto, enterprise, 250
Tiny, Reno, free
Umbrella, Raccoon City, enterprise, 80
"""

let (records, errors) = parseCSV(csv)
print("Parsed \(records.count) records, \(errors.count) errors")
for r in records {
    print("- \(r["name"]) [\(r["city"])] plan=\(r["plan"]) seats=\(r["seats"])")
}
for e in errors { print("! \(e)") }

var seatsByPlan: [String: Int] = [:]
for r in records {
    seatsByPlan[r["plan"], default: 0] += Int(r["seats"]) ?? 0
}
for plan in seatsByPlan.keys.sorted() {
    print("\(plan): \(seatsByPlan[plan]!) seats")
}
let biggest = records.max { (Int($0["seats"]) ?? 0) < (Int($1["seats"]) ?? 0) }
print("Biggest customer: \(biggest?["name"] ?? "none")")
print(try! parseLine("a,,\"\",  b  ,", lineNumber: 0).map { "<\($0)>" }.joined())

// expect: Parsed 5 records, 2 errors
// expect: - Acme, Inc. [Boston] plan=pro seats=25
// expect: - Globex [New York] plan=free seats=1
// expect: - Initech "Labs" [Austin] plan=pro seats=12
// expect: - Hooli [Palo Alto] plan=enterprise seats=250
// expect: - Umbrella [Raccoon City] plan=enterprise seats=80
// expect: ! line 5: unterminated quote
// expect: ! line 7: expected 4 fields, got 3
// expect: enterprise: 330 seats
// expect: free: 1 seats
// expect: pro: 37 seats
// expect: Biggest customer: Hooli
// expect: <a><><><b><>
