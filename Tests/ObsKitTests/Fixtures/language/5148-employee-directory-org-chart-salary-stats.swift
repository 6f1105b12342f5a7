// App code style: employee directory with org chart and salary stats
struct Employee: Hashable, CustomStringConvertible {
    let id: Int
    let name: String
    let title: String
    let managerID: Int?
    let salary: Int
    let dept: String
    var description: String { "\(name) (\(title))" }
}

let staff = [
    Employee(id: 1, name: "Ruth", title: "CEO", managerID: nil, salary: 250, dept: "exec"),
    Employee(id: 2, name: "Sam", title: "CTO", managerID: 1, salary: 200, dept: "eng"),
    Employee(id: 3, name: "Tia", title: "CFO", managerID: 1, salary: 190, dept: "fin"),
    Employee(id: 4, name: "Uma", title: "Engineer", managerID: 2, salary: 120, dept: "eng"),
    Employee(id: 5, name: "Vic", title: "Engineer", managerID: 2, salary: 115, dept: "eng"),
    Employee(id: 6, name: "Wes", title: "Intern", managerID: 4, salary: 40, dept: "eng"),
    Employee(id: 7, name: "Xia", title: "Accountant", managerID: 3, salary: 95, dept: "fin"),
]

let byID = Dictionary(uniqueKeysWithValues: staff.map { ($0.id, $0) })
let reports = Dictionary(grouping: staff.filter { $0.managerID != nil }, by: { $0.managerID! })

func printTree(_ id: Int, depth: Int = 0) {
    guard let e = byID[id] else { return }
    let prefix = depth == 0 ? "" : String(repeating: "  ", count: depth - 1) + "└ "
    print(prefix + e.description)
    for child in (reports[id] ?? []).sorted(by: { $0.name < $1.name }) {
        printTree(child.id, depth: depth + 1)
    }
}
printTree(1)

func chain(of id: Int) -> [String] {
    var names: [String] = []
    var current = byID[id]
    while let e = current {
        names.append(e.name)
        current = e.managerID.flatMap { byID[$0] }
    }
    return names
}
print("chain for Wes: \(chain(of: 6).joined(separator: " -> "))")

func teamSize(_ id: Int) -> Int {
    (reports[id] ?? []).reduce(0) { $0 + 1 + teamSize($1.id) }
}
for e in staff where teamSize(e.id) > 0 {
    print("\(e.name) leads \(teamSize(e.id))")
}

let depts = Dictionary(grouping: staff, by: \.dept)
for (dept, people) in depts.sorted(by: { $0.key < $1.key }) {
    let salaries = people.map(\.salary)
    let avg = salaries.reduce(0, +) / salaries.count
    print("\(dept): n=\(people.count) min=\(salaries.min()!) max=\(salaries.max()!) avg=\(avg)")
}
let titles = Set(staff.map(\.title))
print("titles: \(titles.sorted())")
let overpaid = staff.filter { e in
    guard let m = e.managerID.flatMap({ byID[$0] }) else { return false }
    return e.salary * 2 > m.salary
}
print("more than half the boss: \(overpaid.map(\.name))")
let leaves = staff.filter { reports[$0.id] == nil }.map(\.name)
print("no reports: \(leaves)")

// expect: Ruth (CEO)
// expect: └ Sam (CTO)
// expect:   └ Uma (Engineer)
// expect:     └ Wes (Intern)
// expect:   └ Vic (Engineer)
// expect: └ Tia (CFO)
// expect:   └ Xia (Accountant)
// expect: chain for Wes: Wes -> Uma -> Sam -> Ruth
// expect: Ruth leads 6
// expect: Sam leads 3
// expect: Tia leads 1
// expect: Uma leads 1
// expect: eng: n=4 min=40 max=200 avg=118
// expect: exec: n=1 min=250 max=250 avg=250
// expect: fin: n=2 min=95 max=190 avg=142
// expect: titles: ["Accountant", "CEO", "CFO", "CTO", "Engineer", "Intern"]
// expect: more than half the boss: ["Sam", "Tia", "Uma", "Vic"]
// expect: no reports: ["Vic", "Wes", "Xia"]
