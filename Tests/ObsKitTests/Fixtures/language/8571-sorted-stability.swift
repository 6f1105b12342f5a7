// Q&A style (is Swift's sort stable?): sorting records with equal keys and multi-key comparisons
struct Employee {
    let name: String
    let dept: String
    let age: Int
}

let staff = [
    Employee(name: "Ava", dept: "ops", age: 30),
    Employee(name: "Ben", dept: "dev", age: 25),
    Employee(name: "Cal", dept: "ops", age: 25),
    Employee(name: "Dee", dept: "dev", age: 30),
    Employee(name: "Eli", dept: "ops", age: 30),
    Employee(name: "Fay", dept: "dev", age: 25),
]

// Sorting only by dept: equal keys keep their original relative order.
let byDept = staff.sorted { $0.dept < $1.dept }
print(byDept.map { "\($0.dept):\($0.name)" })

// Two passes: sort by age, then stable sort by dept.
let twoPass = staff.sorted { $0.age < $1.age }.sorted { $0.dept < $1.dept }
print(twoPass.map { "\($0.dept)/\($0.age)/\($0.name)" })

// Tuple comparison as a multi-key sort in one pass.
let oneShot = staff.sorted { ($0.dept, $0.age, $0.name) < ($1.dept, $1.age, $1.name) }
print(oneShot.map { "\($0.dept)/\($0.age)/\($0.name)" })

// Descending with a reversed comparison, not reversed() of ascending.
let descAge = staff.sorted { $0.age > $1.age }
print(descAge.map { $0.name })
let reversedAsc = Array(staff.sorted { $0.age < $1.age }.reversed())
print(reversedAsc.map { $0.name })

// Strings sort by Unicode order, so case matters.
let labels = ["beta", "Alpha", "alpha", "Beta", "_x", "10", "9"]
print(labels.sorted())
print(labels.sorted { $0.lowercased() < $1.lowercased() })
print(labels.sorted { $0.localizedStandardCompareFree($1) })

extension String {
    // Numeric-aware compare without Foundation: numbers first by value, then text.
    func localizedStandardCompareFree(_ other: String) -> Bool {
        switch (Int(self), Int(other)) {
        case let (a?, b?): return a < b
        case (_?, nil): return true
        case (nil, _?): return false
        default: return self.lowercased() < other.lowercased()
        }
    }
}

// expect: ["dev:Ben", "dev:Dee", "dev:Fay", "ops:Ava", "ops:Cal", "ops:Eli"]
// expect: ["dev/25/Ben", "dev/25/Fay", "dev/30/Dee", "ops/25/Cal", "ops/30/Ava", "ops/30/Eli"]
// expect: ["dev/25/Ben", "dev/25/Fay", "dev/30/Dee", "ops/25/Cal", "ops/30/Ava", "ops/30/Eli"]
// expect: ["Ava", "Dee", "Eli", "Ben", "Cal", "Fay"]
// expect: ["Eli", "Dee", "Ava", "Fay", "Cal", "Ben"]
// expect: ["10", "9", "Alpha", "Beta", "_x", "alpha", "beta"]
// expect: ["10", "9", "_x", "Alpha", "alpha", "beta", "Beta"]
// expect: ["9", "10", "_x", "Alpha", "alpha", "beta", "Beta"]
