// Compiler test style: key paths as functions, generic algorithms over key paths and key path hashing
struct Employee {
    let name: String
    let department: String
    let salary: Int
    let manager: String?
}

let staff = [
    Employee(name: "Ivy", department: "Eng", salary: 120, manager: nil),
    Employee(name: "Al", department: "Ops", salary: 90, manager: "Ivy"),
    Employee(name: "Mo", department: "Eng", salary: 105, manager: "Ivy"),
    Employee(name: "Bea", department: "Ops", salary: 95, manager: "Al"),
]

print(staff.map(\.name))
print(staff.compactMap(\.manager))
print(staff.map(\.name.count))
print(staff.filter { $0.salary > 100 }.map(\.name))

extension Sequence {
    func sorted<V: Comparable>(by keyPath: KeyPath<Element, V>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: keyPath] > $1[keyPath: keyPath] : $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
    func sum<N: Numeric>(_ keyPath: KeyPath<Element, N>) -> N {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
    func grouped<K: Hashable & Comparable>(by keyPath: KeyPath<Element, K>) -> [(K, [Element])] {
        Dictionary(grouping: self, by: { $0[keyPath: keyPath] }).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

print(staff.sorted(by: \.salary).map(\.name))
print(staff.sorted(by: \.name, descending: true).map(\.name))
print(staff.sum(\.salary))
for (dept, members) in staff.grouped(by: \.department) {
    print(dept, members.map(\.name), members.sum(\.salary))
}

let columns: [String: PartialKeyPath<Employee>] = ["name": \Employee.name, "salary": \Employee.salary]
for column in columns.keys.sorted() {
    print(column, staff[0][keyPath: columns[column]!])
}
let anyPath: AnyKeyPath = \Employee.salary
print(anyPath is KeyPath<Employee, Int>, anyPath is KeyPath<Employee, String>)
let seen: Set<KeyPath<Employee, String>> = [\.name, \.department, \.name]
print(seen.count)
let getter: (Employee) -> String = \.department
print(getter(staff[1]))
print([[1, 2], [3]].map(\.count), ["a", "bc"].map(\.self))
// expect: ["Ivy", "Al", "Mo", "Bea"]
// expect: ["Ivy", "Ivy", "Al"]
// expect: [3, 2, 2, 3]
// expect: ["Ivy", "Mo"]
// expect: ["Al", "Bea", "Mo", "Ivy"]
// expect: ["Mo", "Ivy", "Bea", "Al"]
// expect: 410
// expect: Eng ["Ivy", "Mo"] 225
// expect: Ops ["Al", "Bea"] 185
// expect: name Ivy
// expect: salary 120
// expect: true false
// expect: 2
// expect: Ops
// expect: [2, 1] ["a", "bc"]
