// keypath-generic-sort
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Employee {
    var name: String
    var dept: String
    var salary: Int
    var manager: String?
}

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
    func sum<T: Numeric>(_ kp: KeyPath<Element, T>) -> T { reduce(0) { $0 + $1[keyPath: kp] } }
    func grouped<K: Hashable & Comparable>(by kp: KeyPath<Element, K>) -> [(K, [Element])] {
        Dictionary(grouping: self) { $0[keyPath: kp] }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

var staff = [
    Employee(name: "Kim", dept: "Eng", salary: 120, manager: nil),
    Employee(name: "Lee", dept: "Ops", salary: 90, manager: "Kim"),
    Employee(name: "Ash", dept: "Eng", salary: 105, manager: "Kim"),
    Employee(name: "Bo", dept: "Ops", salary: 95, manager: "Lee"),
]

print(staff.sorted(by: \.name).map(\.name))
print(staff.sorted(by: \.salary, ascending: false).map(\.name))
print(staff.sum(\.salary))
for (dept, people) in staff.grouped(by: \.dept) {
    print(dept, people.map(\.name), people.sum(\.salary))
}

let nameKP = \Employee.name
let countKP = \Employee.name.count
let managerInitial = \Employee.manager?.first
print(staff[0][keyPath: nameKP], staff[1][keyPath: countKP], staff.map { $0[keyPath: managerInitial] ?? "-" })

let raise: WritableKeyPath<Employee, Int> = \.salary
for i in staff.indices where staff[i].dept == "Ops" {
    staff[i][keyPath: raise] += 10
}
print(staff.map(\.salary))

func update<Root, V>(_ items: inout [Root], _ kp: WritableKeyPath<Root, V>, to value: V) {
    for i in items.indices { items[i][keyPath: kp] = value }
}
update(&staff, \.dept, to: "All")
print(Set(staff.map(\.dept)).sorted())

let pairs = [(1, "one"), (2, "two")]
print(pairs.map(\.1), [[1, 2], [3]].map(\.count), ["ab", "c"].map(\.first!))
// expect: ["Ash", "Bo", "Kim", "Lee"]
// expect: ["Kim", "Ash", "Bo", "Lee"]
// expect: 410
// expect: Eng ["Kim", "Ash"] 225
// expect: Ops ["Lee", "Bo"] 185
// expect: Kim 3 ["-", "K", "K", "L"]
// expect: [120, 100, 105, 105]
// expect: ["All"]
// expect: ["one", "two"] [2, 1] ["a", "c"]
