// Swift forums "this surprised me" style (interpolation of optionals): Optional("...") in strings, ?? precedence and map in interpolation
let name: String? = "Mia"
let none: String? = nil
let age: Int? = 30

// Puzzle: what does each interpolation produce?
print("1: Hello \(String(describing: name))")
print("2: Hello \(name ?? "stranger")")
print("3: Hello \(none ?? "stranger")")
print("4: Age \(age.map { String($0) } ?? "unknown")")
print("5: Age next year \(age.map { $0 + 1 } as Any)")
print("6: \(name?.uppercased() ?? "-") \(none?.count ?? -1)")
print("7: \(String(describing: none)) \(none as Any)")

let nested: String?? = "deep"
print("8: \(String(describing: nested))")

let total = (age ?? 0) + 5
let other = age ?? 0 + 5
print("9:", total, other)

let maybeNil: Int? = nil
print("10:", (maybeNil ?? 0) + 5, maybeNil ?? 0 + 5)

var parts: [String] = []
for value in [name, none, "Zed"] {
    if let v = value { parts.append(v) } else { parts.append("<nil>") }
}
print("11:", parts.joined(separator: "|"))
print("12: \(name!) is \(age!) and \(age! > 18 ? "adult" : "minor")")
let formatted = "count=\(optionalCount())"
print("13:", formatted)
func optionalCount() -> Int? { [1, 2, 3].firstIndex(of: 3) }

// expect: 1: Hello Optional("Mia")
// expect: 2: Hello Mia
// expect: 3: Hello stranger
// expect: 4: Age 30
// expect: 5: Age next year Optional(31)
// expect: 6: MIA -1
// expect: 7: nil nil
// expect: 8: Optional(Optional("deep"))
// expect: 9: 35 30
// expect: 10: 5 5
// expect: 11: Mia|<nil>|Zed
// expect: 12: Mia is 30 and adult
// expect: 13: count=Optional(2)
