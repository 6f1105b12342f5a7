// Key paths: generic sorting by key path, writable key paths for updates, key paths as functions
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Employee {
    var name: String
    var department: String
    var salary: Int
    var manager: String?
}

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { a, b in
            ascending ? a[keyPath: keyPath] < b[keyPath: keyPath] : a[keyPath: keyPath] > b[keyPath: keyPath]
        }
    }

    func sum<T: Numeric>(of keyPath: KeyPath<Element, T>) -> T {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
}

func update<Root, Value>(_ items: inout [Root], _ keyPath: WritableKeyPath<Root, Value>, with transform: (Value) -> Value) {
    for i in items.indices {
        items[i][keyPath: keyPath] = transform(items[i][keyPath: keyPath])
    }
}

var staff = [
    Employee(name: "Zoe", department: "Design", salary: 72_000, manager: "Ann"),
    Employee(name: "Adam", department: "Engineering", salary: 95_000, manager: nil),
    Employee(name: "Mia", department: "Engineering", salary: 88_000, manager: "Adam"),
    Employee(name: "Leo", department: "Sales", salary: 61_000, manager: "Ann"),
]

print(staff.sorted(by: \.name).map(\.name))
print(staff.sorted(by: \.salary, ascending: false).map { "\($0.name):\($0.salary)" })
print("payroll:", staff.sum(of: \.salary))

update(&staff, \.salary) { $0 + $0 / 10 }
print("after raise:", staff.map(\.salary))

let managerNames = staff.compactMap(\.manager)
print("managers:", Set(managerNames).sorted())

let nameLength: KeyPath<Employee, Int> = \Employee.name.count
print("name lengths:", staff.map { $0[keyPath: nameLength] })

let byDept = Dictionary(grouping: staff, by: \.department)
for dept in byDept.keys.sorted() {
    let people = byDept[dept]!.sorted(by: \.name).map(\.name)
    print(dept, "->", people.joined(separator: ", "))
}

var first = staff[0]
let path: WritableKeyPath<Employee, String> = \.department
first[keyPath: path] = "Research"
print(first.name, first.department, staff[0].department)
// expect: ["Adam", "Leo", "Mia", "Zoe"]
// expect: ["Adam:95000", "Mia:88000", "Zoe:72000", "Leo:61000"]
// expect: payroll: 316000
// expect: after raise: [79200, 104500, 96800, 67100]
// expect: managers: ["Adam", "Ann"]
// expect: name lengths: [3, 4, 3, 3]
// expect: Design -> Zoe
// expect: Engineering -> Adam, Mia
// expect: Sales -> Leo
// expect: Zoe Research Design
