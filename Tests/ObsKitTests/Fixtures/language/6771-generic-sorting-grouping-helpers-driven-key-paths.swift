// Swift by Sundell style (key paths as sort descriptors): generic sorting and grouping helpers driven by key paths over an array of structs
struct Employee {
    var name: String
    var department: String
    var salary: Int
    var startYear: Int
}

extension Sequence {
    func sorted<T: Comparable>(by path: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: path] < $1[keyPath: path] : $0[keyPath: path] > $1[keyPath: path] }
    }

    func sum(of path: KeyPath<Element, Int>) -> Int {
        reduce(0) { $0 + $1[keyPath: path] }
    }
}

extension Array {
    mutating func update<T>(_ path: WritableKeyPath<Element, T>, where predicate: (Element) -> Bool, transform: (T) -> T) {
        for i in indices where predicate(self[i]) {
            self[i][keyPath: path] = transform(self[i][keyPath: path])
        }
    }
}

var staff = [
    Employee(name: "Zed", department: "Ops", salary: 50, startYear: 2019),
    Employee(name: "Amy", department: "Dev", salary: 70, startYear: 2021),
    Employee(name: "Bo", department: "Dev", salary: 65, startYear: 2017),
    Employee(name: "Cy", department: "Ops", salary: 55, startYear: 2020),
]

print(staff.sorted(by: \.name).map(\.name))
print(staff.sorted(by: \.salary, ascending: false).map(\.name))
print(staff.sum(of: \.salary))

staff.update(\.salary, where: { $0.department == "Dev" }) { $0 + 10 }
print(staff.map(\.salary))
staff.update(\.name, where: { $0.startYear < 2020 }) { $0.uppercased() }
print(staff.map(\.name))

let grouped = Dictionary(grouping: staff, by: \.department)
for dept in grouped.keys.sorted() {
    let members = grouped[dept]!
    print(dept, members.sorted(by: \.startYear).map(\.name), members.sum(of: \.salary))
}
let senior = staff.filter { $0.startYear <= 2019 }.map(\.name)
print(senior)

// expect: ["Amy", "Bo", "Cy", "Zed"]
// expect: ["Amy", "Bo", "Cy", "Zed"]
// expect: 240
// expect: [50, 80, 75, 55]
// expect: ["ZED", "Amy", "BO", "Cy"]
// expect: Dev ["BO", "Amy"] 155
// expect: Ops ["ZED", "Cy"] 105
// expect: ["ZED", "BO"]
