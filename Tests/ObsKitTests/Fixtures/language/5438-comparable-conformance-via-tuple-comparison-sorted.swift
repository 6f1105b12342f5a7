// Stack Overflow answer style (sort by multiple criteria): Comparable conformance via tuple comparison, sorted(by:) with key paths
struct Employee: Comparable, CustomStringConvertible {
    let name: String
    let department: String
    let salary: Int

    static func < (lhs: Employee, rhs: Employee) -> Bool {
        (lhs.department, -lhs.salary, lhs.name) < (rhs.department, -rhs.salary, rhs.name)
    }
    var description: String { "\(name)(\(department), \(salary))" }
}

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
}

let staff = [
    Employee(name: "Zoe", department: "eng", salary: 120),
    Employee(name: "Adam", department: "ops", salary: 90),
    Employee(name: "Mia", department: "eng", salary: 150),
    Employee(name: "Bob", department: "eng", salary: 120),
    Employee(name: "Eve", department: "ops", salary: 95),
]

print(staff.sorted())
print(staff.sorted(by: \.name).map(\.name))
print(staff.sorted(by: \.salary, ascending: false).first!)
print(staff.min()!, staff.max()!, (1, "b") < (1, "c"), (2, 0) > (1, 99))

// expect: [Mia(eng, 150), Bob(eng, 120), Zoe(eng, 120), Eve(ops, 95), Adam(ops, 90)]
// expect: ["Adam", "Bob", "Eve", "Mia", "Zoe"]
// expect: Mia(eng, 150)
// expect: Mia(eng, 150) Adam(ops, 90) true true
