// Advanced Swift style (Functions): functions as data — sort descriptors built from key paths and combined comparators
struct Employee {
    var name: String
    var team: String
    var age: Int
}
let staff = [
    Employee(name: "Uma", team: "ios", age: 31),
    Employee(name: "Bo", team: "web", age: 25),
    Employee(name: "Al", team: "ios", age: 25),
    Employee(name: "Cy", team: "web", age: 40),
]

typealias Order<T> = (T, T) -> Bool
func by<T, V: Comparable>(_ key: KeyPath<T, V>, descending: Bool = false) -> Order<T> {
    return { a, b in
        descending ? a[keyPath: key] > b[keyPath: key] : a[keyPath: key] < b[keyPath: key]
    }
}
func combine<T>(_ orders: [Order<T>]) -> Order<T> {
    return { a, b in
        for order in orders {
            if order(a, b) { return true }
            if order(b, a) { return false }
        }
        return false
    }
}
func show(_ list: [Employee]) { print(list.map(\.name).joined(separator: ",")) }

show(staff.sorted(by: by(\.age)))
show(staff.sorted(by: combine([by(\.team), by(\.age, descending: true)])))
show(staff.sorted(by: combine([by(\.age), by(\.name)])))

let operations: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("max", max), ("pow", { Int(pow2($0, $1)) })]
func pow2(_ a: Int, _ b: Int) -> Int { (0..<b).reduce(1) { acc, _ in acc * a } }
for (name, op) in operations {
    print(name, op(3, 2))
}
let transforms: [String: (String) -> String] = [
    "upper": { $0.uppercased() },
    "reverse": { String($0.reversed()) },
    "first": { String($0.prefix(1)) },
]
for key in transforms.keys.sorted() {
    print(key, transforms[key]!("swift"))
}
let pipeline = [transforms["reverse"]!, transforms["upper"]!]
print(pipeline.reduce("abc") { value, f in f(value) })
let isOld: (Employee) -> Bool = { $0.age > 30 }
print(staff.filter(isOld).map(\.name), staff.contains(where: isOld))

// expect: Bo,Al,Uma,Cy
// expect: Uma,Al,Cy,Bo
// expect: Al,Bo,Uma,Cy
// expect: + 5
// expect: - 1
// expect: max 3
// expect: pow 9
// expect: first s
// expect: reverse tfiws
// expect: upper SWIFT
// expect: CBA
// expect: ["Uma", "Cy"] true
