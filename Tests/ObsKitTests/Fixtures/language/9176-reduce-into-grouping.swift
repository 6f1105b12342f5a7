// reduce-into-grouping
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Employee {
    let name: String
    let department: String
    let salary: Int
    let years: Int
}

let staff = [
    Employee(name: "Alice", department: "Engineering", salary: 120_000, years: 5),
    Employee(name: "Bob", department: "Design", salary: 85_000, years: 2),
    Employee(name: "Carmen", department: "Engineering", salary: 135_000, years: 8),
    Employee(name: "Dmitri", department: "Sales", salary: 70_000, years: 1),
    Employee(name: "Eve", department: "Design", salary: 92_000, years: 6),
    Employee(name: "Farah", department: "Engineering", salary: 99_000, years: 3),
]

let byDept = Dictionary(grouping: staff, by: \.department)
for dept in byDept.keys.sorted() {
    let names = byDept[dept]!.map(\.name).joined(separator: ", ")
    print("\(dept): \(names)")
}

let payroll = staff.reduce(into: [String: Int]()) { totals, e in
    totals[e.department, default: 0] += e.salary
}
print(payroll.sorted { $0.value > $1.value }.map { "\($0.key)=\($0.value)" })

let average = byDept.mapValues { list in list.reduce(0) { $0 + $1.salary } / list.count }
print(average.keys.sorted().map { "\($0): \(average[$0]!)" })

let seniority = Dictionary(grouping: staff) { e -> String in
    switch e.years {
    case 0..<2: return "junior"
    case 2..<6: return "mid"
    default: return "senior"
    }
}.mapValues { $0.count }
print(seniority.sorted(by: { $0.key < $1.key }))

let totalSalary = staff.reduce(0) { $0 + $1.salary }
let (minS, maxS) = staff.reduce((Int.max, Int.min)) { (min($0.0, $1.salary), max($0.1, $1.salary)) }
print(totalSalary, minS, maxS)

let initials = staff.reduce(into: "") { $0.append($1.name.first!) }
print(initials)

let uniqueDepts = Dictionary(staff.map { ($0.department, 1) }, uniquingKeysWith: +)
print(uniqueDepts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot", "beet"]
let byLetter = words.reduce(into: [Character: [String]]()) { $0[$1.first!, default: []].append($1) }
for (letter, list) in byLetter.sorted(by: { $0.key < $1.key }) {
    print(letter, list.sorted(by: { ($0.count, $0) < ($1.count, $1) }))
}
let lengthHistogram = words.reduce(into: [Int: Int]()) { $0[$1.count, default: 0] += 1 }
print(lengthHistogram.keys.sorted().map { "\($0)x\(lengthHistogram[$0]!)" })
// expect: Design: Bob, Eve
// expect: Engineering: Alice, Carmen, Farah
// expect: Sales: Dmitri
// expect: ["Engineering=354000", "Design=177000", "Sales=70000"]
// expect: ["Design: 88500", "Engineering: 118000", "Sales: 70000"]
// expect: [(key: "junior", value: 1), (key: "mid", value: 3), (key: "senior", value: 2)]
// expect: 601000 70000 135000
// expect: ABCDEF
// expect: Design:2 Engineering:3 Sales:1
// expect: a ["apple", "apricot", "avocado"]
// expect: b ["beet", "banana", "blueberry"]
// expect: c ["cherry"]
// expect: ["4x1", "5x1", "6x2", "7x2", "9x1"]
