// parsing CSV lines into structs, skipping bad rows, and summarizing (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Employee {
    let name: String
    let department: String
    let salary: Int
    let startYear: Int
}

let csv = """
name,department,salary,start_year
Priya Nair,Engineering,98000,2017
Tom Becker,Sales,61000,2020
  Lena Ortiz , Engineering , 105000 , 2015
Marco Ruiz,Support,not-a-number,2019
Hana Sato,Sales,67500,2018

Owen Price,Support,52000,2021
Broken Row,Engineering
"""

var employees: [Employee] = []
var rejected: [Int] = []

for (offset, rawLine) in csv.components(separatedBy: "\n").enumerated().dropFirst() {
    let line = rawLine.trimmingCharacters(in: .whitespaces)
    if line.isEmpty { continue }
    let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
    guard fields.count == 4,
          let salary = Int(fields[2]),
          let year = Int(fields[3]) else {
        rejected.append(offset + 1)
        continue
    }
    employees.append(Employee(name: fields[0], department: fields[1], salary: salary, startYear: year))
}

print("Parsed \(employees.count) employees, rejected lines \(rejected)")
let byDept = Dictionary(grouping: employees, by: \.department)
for dept in byDept.keys.sorted() {
    let people = byDept[dept]!
    let avg = Double(people.map(\.salary).reduce(0, +)) / Double(people.count)
    print("\(dept): \(people.count) people, average \(String(format: "%.1f", avg))")
}
if let veteran = employees.min(by: { $0.startYear < $1.startYear }) {
    print("Longest serving: \(veteran.name) since \(veteran.startYear)")
}
let initials = employees.map { emp in
    emp.name.split(separator: " ").compactMap(\.first).map(String.init).joined()
}
print("Initials: \(initials.joined(separator: " "))")
// expect: Parsed 5 employees, rejected lines [5, 9]
// expect: Engineering: 2 people, average 101500.0
// expect: Sales: 2 people, average 64250.0
// expect: Support: 1 people, average 52000.0
// expect: Longest serving: Lena Ortiz since 2015
// expect: Initials: PN TB LO HS OP
