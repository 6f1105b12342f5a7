// Swift Evolution style: SE-0249 key path expressions as functions
struct Employee {
    var name: String
    var department: String
    var salary: Int
    var isManager: Bool
    var address: Address
}

struct Address {
    var city: String
    var zip: String
}

let staff = [
    Employee(name: "Ana", department: "Eng", salary: 120, isManager: false, address: Address(city: "Lisbon", zip: "1000")),
    Employee(name: "Bo", department: "Ops", salary: 90, isManager: true, address: Address(city: "Oslo", zip: "0150")),
    Employee(name: "Cy", department: "Eng", salary: 135, isManager: true, address: Address(city: "Lisbon", zip: "1100")),
    Employee(name: "Di", department: "Sales", salary: 80, isManager: false, address: Address(city: "Rome", zip: "00100")),
    Employee(name: "Ed", department: "Ops", salary: 95, isManager: false, address: Address(city: "Oslo", zip: "0151")),
]

print(staff.map(\.name))
print(staff.filter(\.isManager).map(\.name))
print(staff.map(\.address.city))
print(staff.map(\.salary).reduce(0, +))

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, descending: Bool = false) -> [Element] {
        sorted { a, b in
            descending ? a[keyPath: keyPath] > b[keyPath: keyPath] : a[keyPath: keyPath] < b[keyPath: keyPath]
        }
    }
    func sum<T: Numeric>(_ keyPath: KeyPath<Element, T>) -> T {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
}

print(staff.sorted(by: \.salary).map(\.name))
print(staff.sorted(by: \.name, descending: true).map(\.name))
print("payroll:", staff.sum(\.salary))

let byDept = Dictionary(grouping: staff, by: \.department)
for dept in byDept.keys.sorted() {
    let members = byDept[dept]!
    print(dept, members.map(\.name), members.sum(\.salary))
}

// Writable key paths
var team = staff
let raise: WritableKeyPath<Employee, Int> = \.salary
for i in team.indices where team[i].department == "Eng" {
    team[i][keyPath: raise] += 10
}
print(team.map { "\($0.name):\($0.salary)" }.joined(separator: " "))

let cityPath = \Employee.address.city
team[3][keyPath: cityPath] = "Milan"
print(team[3].address.city)

// Key paths stored in an array and applied generically
let stringFields: [(String, KeyPath<Employee, String>)] = [
    ("name", \.name), ("dept", \.department), ("zip", \.address.zip),
]
for (label, path) in stringFields {
    print(label, team.map { $0[keyPath: path] }.joined(separator: ","))
}

// Identity key path
let nums = [3, 1, 2]
print(nums.map(\.self).sorted())
print(["x", "yy", "zzz"].map(\.count))

// expect: ["Ana", "Bo", "Cy", "Di", "Ed"]
// expect: ["Bo", "Cy"]
// expect: ["Lisbon", "Oslo", "Lisbon", "Rome", "Oslo"]
// expect: 520
// expect: ["Di", "Bo", "Ed", "Ana", "Cy"]
// expect: ["Ed", "Di", "Cy", "Bo", "Ana"]
// expect: payroll: 520
// expect: Eng ["Ana", "Cy"] 255
// expect: Ops ["Bo", "Ed"] 185
// expect: Sales ["Di"] 80
// expect: Ana:130 Bo:90 Cy:145 Di:80 Ed:95
// expect: Milan
// expect: name Ana,Bo,Cy,Di,Ed
// expect: dept Eng,Ops,Eng,Sales,Ops
// expect: zip 1000,0150,1100,00100,0151
// expect: [1, 2, 3]
// expect: [1, 2, 3]
