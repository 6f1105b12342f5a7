// Apple docs style (Optional.map / flatMap / ??): transforming optional values without unwrapping
let possibleNumber: Int? = Int("42")
let possibleSquare = possibleNumber.map { $0 * $0 }
print(possibleSquare as Any)

let noNumber: Int? = nil
let noSquare = noNumber.map { $0 * $0 }
print(noSquare as Any)

// flatMap avoids nested optionals
let text: String? = "1001"
let mapped = text.map { Int($0, radix: 2) }
let flat = text.flatMap { Int($0, radix: 2) }
print(mapped as Any)
print(flat as Any)

// Nil-coalescing, including chains
let userName: String? = nil
let nickname: String? = "Bun"
print(userName ?? nickname ?? "Anonymous")
print(userName ?? "Guest")

// Optional chaining with methods and properties
struct Address { var city: String; var zip: String? }
struct Person { var name: String; var address: Address? }
let people = [
    Person(name: "Ana", address: Address(city: "Lisbon", zip: "1000")),
    Person(name: "Ben", address: Address(city: "Porto", zip: nil)),
    Person(name: "Cy", address: nil),
]
for p in people {
    let city = p.address?.city.uppercased() ?? "unknown"
    let zipLength = p.address?.zip?.count
    print(p.name, city, zipLength.map(String.init) ?? "no zip")
}

// if let / guard let shorthand
func greet(_ name: String?) -> String {
    guard let name else { return "Hello, stranger" }
    return "Hello, \(name)"
}
print(greet("Zoe"), "|", greet(nil))

// Optional comparison and pattern matching
let scores: [Int?] = [90, nil, 75, nil, 100]
for case let s? in scores where s > 80 {
    print("high:", s)
}
print(scores.compactMap { $0 }.count, scores.filter { $0 == nil }.count)
switch possibleNumber {
case .some(let n) where n > 40: print("big", n)
case .some(let n): print("small", n)
case .none: print("nothing")
}

// Optional map on a dictionary lookup
let stock = ["apple": 3]
print(stock["apple"].map { "\($0) left" } ?? "sold out", stock["pear"].map { "\($0) left" } ?? "sold out")

// expect: Optional(1764)
// expect: nil
// expect: Optional(Optional(9))
// expect: Optional(9)
// expect: Bun
// expect: Guest
// expect: Ana LISBON 4
// expect: Ben PORTO no zip
// expect: Cy unknown no zip
// expect: Hello, Zoe | Hello, stranger
// expect: high: 90
// expect: high: 100
// expect: 3 2
// expect: big 42
// expect: 3 left sold out
