// Higher-order functions: map, filter, reduce, sorted(by:) with multi-key comparison.
struct Employee {
    let name: String
    let dept: String
    let salary: Int
}
let staff = [
    Employee(name: "Kim", dept: "eng", salary: 120),
    Employee(name: "Al", dept: "ops", salary: 90),
    Employee(name: "Bea", dept: "eng", salary: 120),
    Employee(name: "Cal", dept: "ops", salary: 70),
]
let sorted = staff.sorted { a, b in
    if a.salary != b.salary { return a.salary > b.salary }
    return a.name < b.name
}
print(sorted.map { $0.name })
let engTotal = staff.filter { $0.dept == "eng" }.map { $0.salary }.reduce(0, +)
print(engTotal)
print(staff.map(\.salary).sorted(by: <))
print(staff.reduce("") { $0 + $1.name.prefix(1) })
print(staff.contains { $0.salary > 100 }, staff.allSatisfy { $0.salary > 80 })
print(staff.first { $0.dept == "ops" }!.name, staff.filter { $0.salary < 100 }.count)

// expect: ["Bea", "Kim", "Al", "Cal"]
// expect: 240
// expect: [70, 90, 120, 120]
// expect: KABC
// expect: true false
// expect: Al 2
