// Advanced Swift style (Optionals): map versus flatMap on optionals, compactMap, and chains of ?? with optional and non-optional right sides
let inputs = ["12", "x", "", "7"]
let mapped = inputs.first.map { Int($0) }
print(mapped as Any, type(of: mapped))
let flat = inputs.first.flatMap { Int($0) }
print(flat as Any, type(of: flat))
print(inputs.compactMap(Int.init), inputs.map(Int.init))

func parse(_ s: String?) -> Int? { s.flatMap(Int.init) }
print(parse("5") as Any, parse("five") as Any, parse(nil) as Any)

let primary: Int? = nil
let secondary: Int? = nil
let tertiary: Int? = 3
let chained = primary ?? secondary ?? tertiary
print(chained as Any)
let final = primary ?? secondary ?? 99
print(final)

let settings: [String: String] = ["width": "80", "depth": "deep"]
func setting(_ key: String) -> Int {
    settings[key].flatMap(Int.init) ?? Int(settings["default"] ?? "") ?? -1
}
print(setting("width"), setting("depth"), setting("height"))

let name: String? = "swift"
let len = name.map { $0.count } ?? 0
let upper = name?.uppercased() ?? "NONE"
print(len, upper)
let nested: Int?? = .some(nil)
print(nested ?? 5 as Any, (nested ?? 5) ?? 6)
let doubled = [1, nil, 3].map { $0.map { $0 * 2 } }
print(doubled)
let total = [Optional(1), nil, 4].reduce(0) { $0 + ($1 ?? 0) }
print(total)
let firstEven = [1, 3, 6, 8].first(where: { $0 % 2 == 0 }).map { "even \($0)" } ?? "none"
print(firstEven)
extension Optional {
    func orDescribe(_ fallback: String) -> String {
        map { "\($0)" } ?? fallback
    }
}
print(Optional(4).orDescribe("-"), Int?.none.orDescribe("-"))

// expect: Optional(Optional(12)) Optional<Optional<Int>>
// expect: Optional(12) Optional<Int>
// expect: [12, 7] [Optional(12), nil, nil, Optional(7)]
// expect: Optional(5) nil nil
// expect: Optional(3)
// expect: 99
// expect: 80 -1 -1
// expect: 5 SWIFT
// expect: nil 6
// expect: [Optional(2), nil, Optional(6)]
// expect: 5
// expect: even 6
// expect: 4 -
