// Sundell style (key path comparators): sort descriptors built from key paths with tie-breaking
struct SortDescriptor<T> {
    let compare: (T, T) -> Bool?

    init<V: Comparable>(_ path: KeyPath<T, V>, ascending: Bool = true) {
        compare = { a, b in
            let x = a[keyPath: path], y = b[keyPath: path]
            if x == y { return nil }
            return ascending ? x < y : x > y
        }
    }
}

extension Array {
    func sorted(using descriptors: [SortDescriptor<Element>]) -> [Element] {
        sorted { a, b in
            for d in descriptors {
                if let r = d.compare(a, b) { return r }
            }
            return false
        }
    }
}

struct Runner {
    let name: String
    let team: String
    let time: Int
}

let runners = [
    Runner(name: "Ola", team: "red", time: 61),
    Runner(name: "Bea", team: "blue", time: 59),
    Runner(name: "Cai", team: "red", time: 59),
    Runner(name: "Dov", team: "blue", time: 61),
    Runner(name: "Eli", team: "red", time: 70),
]

for r in runners.sorted(using: [SortDescriptor(\.time), SortDescriptor(\.name)]) {
    print(r.time, r.name)
}
print("--")
let byTeam = runners.sorted(using: [SortDescriptor(\.team, ascending: false), SortDescriptor(\.time, ascending: false)])
print(byTeam.map { "\($0.team):\($0.name)" }.joined(separator: " "))
// expect: 59 Bea
// expect: 59 Cai
// expect: 61 Dov
// expect: 61 Ola
// expect: 70 Eli
// expect: --
// expect: red:Eli red:Ola red:Cai blue:Dov blue:Bea
