// Compiler test style: key paths as generic parameters - KeyPath<Root, Value>, WritableKeyPath, and sorting by key path
// known-gap: error: 2615-keypaths-in-generics.swift:19:72: error: not supported yet: the type 'Root' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or give it by an argument of its type)
struct Employee {
    var name: String
    var salary: Int
    var dept: Dept
}
struct Dept { var title: String; var floor: Int }

func pluck<Root, Value>(_ xs: [Root], _ kp: KeyPath<Root, Value>) -> [Value] {
    xs.map { $0[keyPath: kp] }
}
func sorted<Root, Value: Comparable>(_ xs: [Root], by kp: KeyPath<Root, Value>) -> [Root] {
    xs.sorted { $0[keyPath: kp] < $1[keyPath: kp] }
}
func updateAll<Root, Value>(_ xs: inout [Root], _ kp: WritableKeyPath<Root, Value>, _ f: (Value) -> Value) {
    for i in xs.indices { xs[i][keyPath: kp] = f(xs[i][keyPath: kp]) }
}
func valueType<Root, Value>(_ kp: KeyPath<Root, Value>) -> String { "\(Root.self) -> \(Value.self)" }

var staff = [
    Employee(name: "Zed", salary: 50, dept: Dept(title: "Ops", floor: 2)),
    Employee(name: "Amy", salary: 70, dept: Dept(title: "Eng", floor: 5)),
    Employee(name: "Bo", salary: 60, dept: Dept(title: "Eng", floor: 1)),
]
print(pluck(staff, \.name))
print(pluck(staff, \.dept.title))
print(sorted(staff, by: \.salary).map(\.name))
print(sorted(staff, by: \.dept.floor).map(\.name))
updateAll(&staff, \.salary) { $0 + 5 }
updateAll(&staff, \.dept.floor) { $0 * 10 }
print(pluck(staff, \.salary), pluck(staff, \.dept.floor))
print(valueType(\Employee.dept.floor))
print(valueType(\[Int].count))
let kp: KeyPath<Employee, Int> = \.salary
print(type(of: kp))
// expect: ["Zed", "Amy", "Bo"]
// expect: ["Ops", "Eng", "Eng"]
// expect: ["Zed", "Bo", "Amy"]
// expect: ["Bo", "Zed", "Amy"]
// expect: [55, 75, 65] [20, 50, 10]
// expect: Employee -> Int
// expect: Array<Int> -> Int
// expect: WritableKeyPath<Employee, Int>
