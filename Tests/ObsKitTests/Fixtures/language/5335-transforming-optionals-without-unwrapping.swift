// Swift docs style (Optional map/flatMap): transforming optionals without unwrapping
let possibleNumber: Int? = Int("42")
let possibleSquare = possibleNumber.map { $0 * $0 }
print(possibleSquare as Any)

let noNumber: Int? = Int("forty-two")
print(noNumber.map { $0 * $0 } as Any)

let text: String? = "123"
let nested = text.map { Int($0) }
let flat = text.flatMap { Int($0) }
print(nested as Any, flat as Any)
print(String(describing: text.flatMap { Int($0 + "x") }))

let names: [String?] = ["Ann", nil, "Bob"]
print(names.map { $0?.uppercased() ?? "-" })
print(names.compactMap { $0 }.map(\.count))
print(names.first??.lowercased() ?? "none")
let maybe: String?? = .some(nil)
print(maybe == nil, maybe! == nil)

// expect: Optional(1764)
// expect: nil
// expect: Optional(Optional(123)) Optional(123)
// expect: nil
// expect: ["ANN", "-", "BOB"]
// expect: [3, 3]
// expect: ann
// expect: false true
