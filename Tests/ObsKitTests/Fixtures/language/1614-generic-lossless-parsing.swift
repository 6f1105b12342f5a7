// Generics with protocol-constrained initializers through the parameter: `T(string)` for LosslessStringConvertible, parsing a row of typed columns, and optional results.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func parse<T: LosslessStringConvertible>(_ text: String, as type: T.Type) -> T? {
    T(text)
}

func parseAll<T: LosslessStringConvertible>(_ texts: [String]) -> [T] {
    texts.compactMap { T($0) }
}

func field<T: LosslessStringConvertible>(_ row: [String: String], _ key: String, default value: T) -> T {
    guard let raw = row[key], let v = T(raw) else { return value }
    return v
}

print(parse("42", as: Int.self) as Any)
print(parse("4.5", as: Double.self) as Any)
print(parse("true", as: Bool.self) as Any)
print(parse("x", as: Int.self) as Any)
print(parse("x", as: Character.self) as Any)

let ints: [Int] = parseAll(["1", "two", "3"])
let doubles: [Double] = parseAll(["1", "two", "3.5"])
print(ints, doubles)

let row = ["name": "Lamp", "qty": "3", "price": "19.5", "active": "yes"]
let name = field(row, "name", default: "?")
let qty = field(row, "qty", default: 0)
let price = field(row, "price", default: 0.0)
let active = field(row, "active", default: false)
print(name, qty, price, active)
print(type(of: qty), type(of: price))

// expect: Optional(42)
// expect: Optional(4.5)
// expect: Optional(true)
// expect: nil
// expect: Optional("x")
// expect: [1, 3] [1.0, 3.5]
// expect: Lamp 3 19.5 false
// expect: Int Double
