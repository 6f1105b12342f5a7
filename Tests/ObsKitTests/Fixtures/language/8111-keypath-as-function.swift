// Swift Evolution style: SE-0249 key path expressions as functions in map, filter, sorted and compactMap
struct Employee {
    let name: String
    let department: String
    let salary: Int
    let manager: String?
    var isRemote: Bool
}

let staff = [
    Employee(name: "Ada", department: "Eng", salary: 120, manager: nil, isRemote: true),
    Employee(name: "Grace", department: "Eng", salary: 110, manager: "Ada", isRemote: false),
    Employee(name: "Linus", department: "Ops", salary: 95, manager: "Ada", isRemote: true),
    Employee(name: "Barbara", department: "Research", salary: 130, manager: nil, isRemote: false),
]

let names = staff.map(\.name)
print(names)

let remote = staff.filter(\.isRemote).map(\.name)
print("remote: \(remote)")

let managers = staff.compactMap(\.manager)
print("managers: \(managers)")

print("name lengths: \(staff.map(\.name.count))")

let totalSalary = staff.map(\.salary).reduce(0, +)
print("total: \(totalSalary)")

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>) -> [Element] {
        sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
    func sum<T: Numeric>(_ keyPath: KeyPath<Element, T>) -> T {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
}

print(staff.sorted(by: \.salary).map(\.name))
print(staff.sorted(by: \.department).map(\.department))
print("sum via key path: \(staff.sum(\.salary))")

// A key path literal can be stored as a function value
let getName: (Employee) -> String = \.name
print(getName(staff[3]))

let byDept = Dictionary(grouping: staff, by: \.department)
for dept in byDept.keys.sorted() {
    print("\(dept): \(byDept[dept]!.map(\.name).joined(separator: ", "))")
}

let pairs = [(1, "one"), (2, "two")]
print(pairs.map(\.1))

// expect: ["Ada", "Grace", "Linus", "Barbara"]
// expect: remote: ["Ada", "Linus"]
// expect: managers: ["Ada", "Ada"]
// expect: name lengths: [3, 5, 5, 7]
// expect: total: 455
// expect: ["Linus", "Grace", "Ada", "Barbara"]
// expect: ["Eng", "Eng", "Ops", "Research"]
// expect: sum via key path: 455
// expect: Barbara
// expect: Eng: Ada, Grace
// expect: Ops: Linus
// expect: Research: Barbara
// expect: ["one", "two"]
