// Key paths: \.name with map, \Type.name, subscript(keyPath:)
struct Employee {
    var name: String
    var salary: Int
    var boss: Boss?
}
struct Boss {
    var name: String
}

var staff = [
    Employee(name: "Ann", salary: 50, boss: Boss(name: "Zed")),
    Employee(name: "Bo", salary: 70, boss: nil),
]
print(staff.map(\.name))
print(staff.map(\.salary).reduce(0, +))
let nameKP = \Employee.name
print(staff[0][keyPath: nameKP])
let salaryKP: WritableKeyPath<Employee, Int> = \Employee.salary
staff[1][keyPath: salaryKP] += 5
print(staff[1].salary)
print(staff.map(\.boss?.name))
let bossName = \Employee.boss?.name
print(staff[0][keyPath: bossName] ?? "none")
func pluck<T, V>(_ xs: [T], _ kp: KeyPath<T, V>) -> [V] { xs.map { $0[keyPath: kp] } }
print(pluck(staff, \.name.count))

// expect: ["Ann", "Bo"]
// expect: 120
// expect: Ann
// expect: 75
// expect: [Optional("Zed"), nil]
// expect: Zed
// expect: [3, 2]
