// objc.io style (KeyPath-based sorting): SortDescriptor-like values built from key paths, combined lexicographically, plus key paths as functions
struct Employee {
    let name: String
    let department: String
    let salary: Int
    let manager: String?
}

struct SortBy<Root> {
    let areInIncreasingOrder: (Root, Root) -> Bool
    init<Value: Comparable>(_ kp: KeyPath<Root, Value>, ascending: Bool = true) {
        areInIncreasingOrder = { a, b in
            ascending ? a[keyPath: kp] < b[keyPath: kp] : a[keyPath: kp] > b[keyPath: kp]
        }
    }
    init(_ f: @escaping (Root, Root) -> Bool) { areInIncreasingOrder = f }
}

func combine<Root>(_ sorts: [SortBy<Root>]) -> (Root, Root) -> Bool {
    return { a, b in
        for s in sorts {
            if s.areInIncreasingOrder(a, b) { return true }
            if s.areInIncreasingOrder(b, a) { return false }
        }
        return false
    }
}

extension Sequence {
    func sorted<V: Comparable>(by kp: KeyPath<Element, V>) -> [Element] { sorted { $0[keyPath: kp] < $1[keyPath: kp] } }
}

let staff = [
    Employee(name: "Rui", department: "Ops", salary: 50, manager: "Kim"),
    Employee(name: "Kim", department: "Ops", salary: 80, manager: nil),
    Employee(name: "Ana", department: "Dev", salary: 70, manager: "Lee"),
    Employee(name: "Lee", department: "Dev", salary: 90, manager: nil),
    Employee(name: "Bo", department: "Dev", salary: 70, manager: "Lee"),
]
print(staff.sorted(by: \.name).map(\.name))
print(staff.sorted(by: \.salary).map { "\($0.name):\($0.salary)" })
let bySalaryDesc = combine([SortBy(\Employee.department), SortBy(\Employee.salary, ascending: false), SortBy(\Employee.name)])
print(staff.sorted(by: bySalaryDesc).map(\.name))
let managerFirst = SortBy<Employee> { a, b in a.manager == nil && b.manager != nil }
print(staff.sorted(by: combine([managerFirst, SortBy(\.name)])).map(\.name))
print(staff.map(\.manager).map { $0 ?? "-" })
print(staff.compactMap(\.manager).sorted(), staff.map(\.name.count))
let nameLength: KeyPath<Employee, Int> = \.name.count
print(staff.max(by: { $0[keyPath: nameLength] < $1[keyPath: nameLength] })!.name)
let paths: [KeyPath<Employee, String>] = [\.name, \.department]
print(paths.map { staff[0][keyPath: $0] })
print(Dictionary(grouping: staff, by: \.department).mapValues { $0.map(\.salary).reduce(0, +) }.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" })

// expect: ["Ana", "Bo", "Kim", "Lee", "Rui"]
// expect: ["Rui:50", "Ana:70", "Bo:70", "Kim:80", "Lee:90"]
// expect: ["Lee", "Ana", "Bo", "Kim", "Rui"]
// expect: ["Kim", "Lee", "Ana", "Bo", "Rui"]
// expect: ["Kim", "-", "Lee", "-", "Lee"]
// expect: ["Kim", "Lee", "Lee"] [3, 3, 3, 3, 2]
// expect: Rui
// expect: ["Rui", "Ops"]
// expect: ["Dev=230", "Ops=130"]
