// Blog style (key-path helpers): sorting, grouping and summing collections by key paths
struct Employee {
    let name: String
    let team: String
    let salary: Int
    let level: Int
}

enum SortOrder { case ascending, descending }

extension Sequence {
    func sorted<T: Comparable>(by kp: KeyPath<Element, T>, _ order: SortOrder = .ascending) -> [Element] {
        sorted { order == .ascending ? $0[keyPath: kp] < $1[keyPath: kp] : $0[keyPath: kp] > $1[keyPath: kp] }
    }

    func sorted(by comparators: [(Element, Element) -> Bool?]) -> [Element] {
        sorted { a, b in
            for c in comparators { if let r = c(a, b) { return r } }
            return false
        }
    }

    func sum<T: AdditiveArithmetic>(_ kp: KeyPath<Element, T>) -> T { reduce(.zero) { $0 + $1[keyPath: kp] } }

    func grouped<K: Hashable & Comparable>(by kp: KeyPath<Element, K>) -> [(K, [Element])] {
        Dictionary(grouping: self, by: { $0[keyPath: kp] }).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

func by<E, T: Comparable>(_ kp: KeyPath<E, T>, _ order: SortOrder = .ascending) -> (E, E) -> Bool? {
    { a, b in
        let (x, y) = (a[keyPath: kp], b[keyPath: kp])
        if x == y { return nil }
        return order == .ascending ? x < y : x > y
    }
}

func their<E, T: Equatable>(_ kp: KeyPath<E, T>, equals value: T) -> (E) -> Bool { { $0[keyPath: kp] == value } }

let staff = [
    Employee(name: "Iris", team: "core", salary: 120, level: 3),
    Employee(name: "Ben", team: "web", salary: 95, level: 2),
    Employee(name: "Ola", team: "core", salary: 120, level: 2),
    Employee(name: "Kai", team: "data", salary: 105, level: 3),
    Employee(name: "Ann", team: "web", salary: 88, level: 1),
]

print(staff.sorted(by: \.name).map(\.name))
print(staff.sorted(by: \.salary, .descending).map(\.name))
print(staff.sorted(by: [by(\.level, .descending), by(\.salary, .descending), by(\.name)]).map(\.name))
print("payroll \(staff.sum(\.salary)), levels \(staff.sum(\.level))")
for (team, members) in staff.grouped(by: \.team) {
    print("\(team): \(members.map(\.name).joined(separator: ", ")) (\(members.sum(\.salary)))")
}
print(staff.filter(their(\.team, equals: "web")).map(\.name))
print(staff.contains(where: their(\.level, equals: 4)))
let topEarner = staff.max { $0.salary < $1.salary }.map(\.name) ?? "-"
print("top earner (first max): \(topEarner)")
print(staff.map(\.name.count).reduce(0, +))
// expect: ["Ann", "Ben", "Iris", "Kai", "Ola"]
// expect: ["Iris", "Ola", "Kai", "Ben", "Ann"]
// expect: ["Iris", "Kai", "Ola", "Ben", "Ann"]
// expect: payroll 528, levels 11
// expect: core: Iris, Ola (240)
// expect: data: Kai (105)
// expect: web: Ben, Ann (183)
// expect: ["Ben", "Ann"]
// expect: false
// expect: top earner (first max): Iris
// expect: 16
