// Compiler test style: generic sorting and grouping helpers parameterized by KeyPath
struct Employee {
    let name: String
    let department: String
    let salary: Int
}

extension Sequence {
    func sorted<T: Comparable>(by path: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { a, b in
            ascending ? a[keyPath: path] < b[keyPath: path] : a[keyPath: path] > b[keyPath: path]
        }
    }

    func sum(of path: KeyPath<Element, Int>) -> Int {
        reduce(0) { $0 + $1[keyPath: path] }
    }

    func maxElement<T: Comparable>(by path: KeyPath<Element, T>) -> Element? {
        self.max { $0[keyPath: path] < $1[keyPath: path] }
    }
}

let staff = [
    Employee(name: "Zoe", department: "Eng", salary: 120),
    Employee(name: "Abe", department: "Ops", salary: 90),
    Employee(name: "Mia", department: "Eng", salary: 135),
    Employee(name: "Lee", department: "Ops", salary: 85),
]

print(staff.sorted(by: \.name).map(\.name))
print(staff.sorted(by: \.salary, ascending: false).map(\.name))
print("payroll:", staff.sum(of: \.salary))
print("top:", staff.maxElement(by: \.salary)?.name ?? "-")

let byDept = Dictionary(grouping: staff, by: \.department)
for dept in byDept.keys.sorted() {
    let members = byDept[dept]!.sorted(by: \.name).map(\.name)
    print(dept, members, byDept[dept]!.sum(of: \.salary))
}

// expect: ["Abe", "Lee", "Mia", "Zoe"]
// expect: ["Mia", "Zoe", "Abe", "Lee"]
// expect: payroll: 430
// expect: top: Mia
// expect: Eng ["Mia", "Zoe"] 255
// expect: Ops ["Abe", "Lee"] 175
