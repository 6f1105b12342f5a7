// Swift book style: Optional.map and Optional.flatMap
let possibleNumber: String? = "42"
let noNumber: String? = nil
let notNumeric: String? = "forty-two"

let m1 = possibleNumber.map { $0.count }
let m2 = noNumber.map { $0.count }
print(m1 as Any, m2 as Any)

// map with a failable transform gives a nested optional
let nestedResult: Int?? = notNumeric.map { Int($0) }
print(nestedResult as Any)
// flatMap flattens it
let f1 = possibleNumber.flatMap { Int($0) }
let f2 = notNumeric.flatMap { Int($0) }
let f3 = noNumber.flatMap { Int($0) }
print(f1 as Any, f2 as Any, f3 as Any)

// Chain map/flatMap in a pipeline
func parsePercent(_ s: String?) -> Double? {
    s.flatMap { str -> String? in
        str.hasSuffix("%") ? String(str.dropLast()) : nil
    }
    .flatMap { Int($0) }
    .map { Double($0) / 100 }
}
for input in ["25%", "100%", "abc%", "50", nil] as [String?] {
    print(input ?? "nil", "->", parsePercent(input) as Any)
}

// Using map to build optional descriptions
struct User {
    let name: String
    let email: String?
    let age: Int?
}
let users = [
    User(name: "kim", email: "kim@example.com", age: 31),
    User(name: "lee", email: nil, age: 17),
    User(name: "park", email: "PARK@EXAMPLE.COM", age: nil),
]
for u in users {
    let domain = u.email.flatMap { e -> String? in
        guard let at = e.firstIndex(of: "@") else { return nil }
        return String(e[e.index(after: at)...]).lowercased()
    }
    let ageGroup = u.age.map { $0 >= 18 ? "adult" : "minor" } ?? "unknown"
    print("\(u.name): domain=\(domain ?? "-") group=\(ageGroup)")
}

// map on Optional vs Array
let arrOpt: [Int]? = [1, 2, 3]
let summed = arrOpt.map { $0.reduce(0, +) }
let doubledEach = arrOpt.map { $0.map { $0 * 2 } }
print(summed as Any, doubledEach as Any)

// compactMap as the array analogue of flatMap on optionals
let raw = ["1", "two", "3", "", "5"]
print(raw.compactMap { Int($0) })
print(raw.map { Int($0) }.compactMap { $0.map { $0 * 10 } })

// Optional map with throwing closure
enum E: Error { case tooBig }
func check(_ n: Int) throws -> Int {
    if n > 10 { throw E.tooBig }
    return n
}
do {
    let ok = try Optional(5).map(check)
    print("ok \(ok as Any)")
    let nothing = try Optional<Int>.none.map(check)
    print("nothing \(nothing as Any)")
    let bad = try Optional(50).map(check)
    print("bad \(bad as Any)")
} catch {
    print("caught \(error)")
}

// Equality with optionals
let x: Int? = 3
print(x == 3, x != nil, x.map { $0 + 1 } == 4)
let y: Int? = nil
print(y == nil, y.map { $0 + 1 } == nil)
// expect: Optional(2) nil
// expect: Optional(nil)
// expect: Optional(42) nil nil
// expect: 25% -> Optional(0.25)
// expect: 100% -> Optional(1.0)
// expect: abc% -> nil
// expect: 50 -> nil
// expect: nil -> nil
// expect: kim: domain=example.com group=adult
// expect: lee: domain=- group=minor
// expect: park: domain=example.com group=unknown
// expect: Optional(6) Optional([2, 4, 6])
// expect: [1, 3, 5]
// expect: [10, 30, 50]
// expect: ok Optional(5)
// expect: nothing nil
// expect: caught tooBig
// expect: true true true
// expect: true true
