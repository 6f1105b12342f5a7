// App code style: multi-key sorting with composable comparator values, reversed keys and stable tie-breaking
struct Employee {
    let name: String
    let team: String
    let level: Int
    let salary: Int
    let startYear: Int
}

enum Order { case ascending, descending }

struct Comparator<T> {
    let compare: (T, T) -> Int   // negative, zero, positive

    init(_ compare: @escaping (T, T) -> Int) { self.compare = compare }

    init<V: Comparable>(_ key: KeyPath<T, V>, _ order: Order = .ascending) {
        compare = { a, b in
            let x = a[keyPath: key], y = b[keyPath: key]
            let result = x < y ? -1 : (x > y ? 1 : 0)
            return order == .ascending ? result : -result
        }
    }

    func then(_ next: Comparator<T>) -> Comparator<T> {
        Comparator { a, b in
            let first = self.compare(a, b)
            return first != 0 ? first : next.compare(a, b)
        }
    }

    var reversed: Comparator<T> { Comparator { a, b in -self.compare(a, b) } }
}

extension Array {
    func stableSorted(by comparator: Comparator<Element>) -> [Element] {
        enumerated().sorted { lhs, rhs in
            let result = comparator.compare(lhs.element, rhs.element)
            return result != 0 ? result < 0 : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

let staff = [
    Employee(name: "Mia", team: "iOS", level: 3, salary: 120, startYear: 2019),
    Employee(name: "Noah", team: "Android", level: 2, salary: 100, startYear: 2021),
    Employee(name: "Liam", team: "iOS", level: 3, salary: 125, startYear: 2018),
    Employee(name: "Emma", team: "Web", level: 1, salary: 80, startYear: 2023),
    Employee(name: "Ava", team: "iOS", level: 2, salary: 100, startYear: 2021),
    Employee(name: "Zoe", team: "Android", level: 2, salary: 100, startYear: 2020),
    Employee(name: "Eli", team: "Web", level: 3, salary: 120, startYear: 2017),
]

func show(_ title: String, _ list: [Employee]) {
    print(title)
    for e in list {
        let pad = String(repeating: " ", count: max(0, 8 - e.team.count))
        print("  \(e.team)\(pad)L\(e.level) \(e.salary)k \(e.startYear) \(e.name)")
    }
}

let byTeamLevelName = Comparator<Employee>(\.team)
    .then(Comparator(\.level, .descending))
    .then(Comparator(\.name))
show("team, level desc, name:", staff.stableSorted(by: byTeamLevelName))

let bySalaryDesc = Comparator<Employee>(\.salary, .descending)
show("salary desc (stable):", staff.stableSorted(by: bySalaryDesc))

let seniority = Comparator<Employee>(\.startYear).then(Comparator(\.name))
show("seniority reversed:", staff.stableSorted(by: seniority.reversed))

let nameLength = Comparator<Employee> { $0.name.count - $1.name.count }
show("name length then salary:", staff.stableSorted(by: nameLength.then(Comparator(\.salary))))

let tuples = staff.map { ($0.level, -$0.salary, $0.name) }.sorted { $0 < $1 }
print(tuples.map { "\($0.2)" }.joined(separator: " "))

let sortedNames = staff.map(\.name).sorted { $0.lowercased() > $1.lowercased() }
print(sortedNames)
if let top = staff.max(by: { ($0.salary, $1.name) < ($1.salary, $0.name) }) { print("top earner:", top.name) }
print("min by start:", staff.min { $0.startYear < $1.startYear }!.name)

// expect: team, level desc, name:
// expect:   Android L2 100k 2021 Noah
// expect:   Android L2 100k 2020 Zoe
// expect:   Web     L3 120k 2017 Eli
// expect:   Web     L1 80k 2023 Emma
// expect:   iOS     L3 125k 2018 Liam
// expect:   iOS     L3 120k 2019 Mia
// expect:   iOS     L2 100k 2021 Ava
// expect: salary desc (stable):
// expect:   iOS     L3 125k 2018 Liam
// expect:   iOS     L3 120k 2019 Mia
// expect:   Web     L3 120k 2017 Eli
// expect:   Android L2 100k 2021 Noah
// expect:   iOS     L2 100k 2021 Ava
// expect:   Android L2 100k 2020 Zoe
// expect:   Web     L1 80k 2023 Emma
// expect: seniority reversed:
// expect:   Web     L1 80k 2023 Emma
// expect:   Android L2 100k 2021 Noah
// expect:   iOS     L2 100k 2021 Ava
// expect:   Android L2 100k 2020 Zoe
// expect:   iOS     L3 120k 2019 Mia
// expect:   iOS     L3 125k 2018 Liam
// expect:   Web     L3 120k 2017 Eli
// expect: name length then salary:
// expect:   iOS     L2 100k 2021 Ava
// expect:   Android L2 100k 2020 Zoe
// expect:   iOS     L3 120k 2019 Mia
// expect:   Web     L3 120k 2017 Eli
// expect:   Web     L1 80k 2023 Emma
// expect:   Android L2 100k 2021 Noah
// expect:   iOS     L3 125k 2018 Liam
// expect: Emma Ava Noah Zoe Liam Eli Mia
// expect: ["Zoe", "Noah", "Mia", "Liam", "Emma", "Eli", "Ava"]
// expect: top earner: Liam
// expect: min by start: Eli
