// Compiler test style: stable sorting by multiple keys and Dictionary(grouping:by:) with sorted output
struct Employee {
    let name: String
    let dept: String
    let level: Int
    let salary: Int
}

let staff = [
    Employee(name: "Ann", dept: "eng", level: 2, salary: 120),
    Employee(name: "Bo", dept: "ops", level: 1, salary: 80),
    Employee(name: "Cy", dept: "eng", level: 3, salary: 150),
    Employee(name: "Di", dept: "sales", level: 1, salary: 70),
    Employee(name: "Ed", dept: "eng", level: 2, salary: 110),
    Employee(name: "Flo", dept: "ops", level: 2, salary: 95),
    Employee(name: "Gus", dept: "sales", level: 1, salary: 72),
]

// Swift's sort is stable: equal levels keep their original relative order
let byLevel = staff.sorted { $0.level < $1.level }
print(byLevel.map(\.name))

let multi = staff.sorted {
    if $0.dept != $1.dept { return $0.dept < $1.dept }
    if $0.level != $1.level { return $0.level > $1.level }
    return $0.name < $1.name
}
for e in multi { print(e.dept, e.level, e.name) }

let grouped = Dictionary(grouping: staff, by: \.dept)
for dept in grouped.keys.sorted() {
    let members = grouped[dept]!
    let total = members.reduce(0) { $0 + $1.salary }
    print("\(dept): \(members.map(\.name).joined(separator: "/")) total=\(total) avg=\(total / members.count)")
}

let byFirstLetterLength = Dictionary(grouping: staff.map(\.name), by: { $0.count })
print(byFirstLetterLength.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

func sortedByKey<T, K: Comparable>(_ xs: [T], _ key: (T) -> K) -> [T] {
    xs.enumerated().sorted { a, b in
        let ka = key(a.element), kb = key(b.element)
        return ka != kb ? ka < kb : a.offset < b.offset
    }.map(\.element)
}
print(sortedByKey(staff, { $0.salary / 50 }).map(\.name))

// expect: ["Bo", "Di", "Gus", "Ann", "Ed", "Flo", "Cy"]
// expect: eng 3 Cy
// expect: eng 2 Ann
// expect: eng 2 Ed
// expect: ops 2 Flo
// expect: ops 1 Bo
// expect: sales 1 Di
// expect: sales 1 Gus
// expect: eng: Ann/Cy/Ed total=380 avg=126
// expect: ops: Bo/Flo total=175 avg=87
// expect: sales: Di/Gus total=142 avg=71
// expect: ["2=[\"Bo\", \"Cy\", \"Di\", \"Ed\"]", "3=[\"Ann\", \"Flo\", \"Gus\"]"]
// expect: ["Bo", "Di", "Flo", "Gus", "Ann", "Ed", "Cy"]
