// Employee list processed with filter/map/reduce/sorted(by:)/first(where:)/compactMap and Dictionary(grouping:) (expected output from swiftc 6.3.1 on Linux)
struct Employee {
    let name: String
    let department: String
    let salary: Int
    let managerName: String?
    let yearsAtCompany: Int
}

let staff = [
    Employee(name: "Priya", department: "Engineering", salary: 128_000, managerName: nil, yearsAtCompany: 9),
    Employee(name: "Tomás", department: "Engineering", salary: 97_000, managerName: "Priya", yearsAtCompany: 3),
    Employee(name: "Lena", department: "Design", salary: 88_000, managerName: "Mo", yearsAtCompany: 5),
    Employee(name: "Mo", department: "Design", salary: 110_000, managerName: nil, yearsAtCompany: 7),
    Employee(name: "Kenji", department: "Engineering", salary: 101_500, managerName: "Priya", yearsAtCompany: 1),
    Employee(name: "Fatou", department: "Sales", salary: 72_000, managerName: "Rui", yearsAtCompany: 2),
    Employee(name: "Rui", department: "Sales", salary: 95_000, managerName: nil, yearsAtCompany: 11),
]

let seniors = staff.filter { $0.yearsAtCompany >= 5 }.map(\.name)
print("seniors:", seniors)

let payroll = staff.reduce(0) { $0 + $1.salary }
print("payroll:", payroll, "average:", payroll / staff.count)

let bySalary = staff.sorted { $0.salary > $1.salary }
print("top 3:", bySalary.prefix(3).map { "\($0.name)=\($0.salary)" }.joined(separator: ", "))

if let firstNewcomer = staff.first(where: { $0.yearsAtCompany < 2 }) {
    print("first newcomer:", firstNewcomer.name, firstNewcomer.department)
}
print("any over 150k:", staff.contains { $0.salary > 150_000 }, "all over 70k:", staff.allSatisfy { $0.salary > 70_000 })

let managers = Set(staff.compactMap(\.managerName)).sorted()
print("managers:", managers)

let grouped = Dictionary(grouping: staff, by: \.department)
for dept in grouped.keys.sorted() {
    let people = grouped[dept]!
    let total = people.map(\.salary).reduce(0, +)
    let names = people.map(\.name).sorted().joined(separator: "/")
    print("\(dept): \(people.count) people, total \(total), \(names)")
}

let headcount = staff.reduce(into: [String: Int]()) { counts, e in counts[e.department, default: 0] += 1 }
print(headcount.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let reportsTo = Dictionary(uniqueKeysWithValues: staff.compactMap { e in e.managerName.map { (e.name, $0) } })
print(reportsTo.keys.sorted().map { "\($0)->\(reportsTo[$0]!)" })

let (low, high) = staff.reduce((Int.max, Int.min)) { (min($0.0, $1.salary), max($0.1, $1.salary)) }
print("range:", low, high, "longest name:", staff.max { $0.name.count < $1.name.count }!.name)

// expect: seniors: ["Priya", "Lena", "Mo", "Rui"]
// expect: payroll: 691500 average: 98785
// expect: top 3: Priya=128000, Mo=110000, Kenji=101500
// expect: first newcomer: Kenji Engineering
// expect: any over 150k: false all over 70k: true
// expect: managers: ["Mo", "Priya", "Rui"]
// expect: Design: 2 people, total 198000, Lena/Mo
// expect: Engineering: 3 people, total 326500, Kenji/Priya/Tomás
// expect: Sales: 2 people, total 167000, Fatou/Rui
// expect: ["Design=2", "Engineering=3", "Sales=2"]
// expect: ["Fatou->Rui", "Kenji->Priya", "Lena->Mo", "Tomás->Priya"]
// expect: range: 72000 128000 longest name: Priya
