// Apple docs style (Optional): map, flatMap, nil-coalescing and chaining
let possibleNumber: Int? = Int("42")
let possibleSquare = possibleNumber.map { $0 * $0 }
print(possibleSquare as Any)

let noNumber: Int? = Int("forty-two")
let noSquare = noNumber.map { $0 * $0 }
print(noSquare as Any)

let nested = possibleNumber.map { Int("\($0)0") }
print("map producing optional:", nested as Any)
let flat = possibleNumber.flatMap { Int("\($0)0") }
print("flatMap:", flat as Any)

let text: String? = "12"
let parsed = text.flatMap(Int.init).map { $0 + 1 } ?? 0
print("chain:", parsed)

let shortForm: Int? = Int("abc")
print("default:", shortForm ?? -1)

let a: Int? = nil
let b: Int? = nil
let c: Int? = 7
print("chained ??:", a ?? b ?? c ?? 0)

struct Address { var city: String?; var zip: String? }
struct Person { var name: String; var address: Address? }
let people = [
    Person(name: "Ada", address: Address(city: "London", zip: "N1")),
    Person(name: "Bo", address: Address(city: nil, zip: "99")),
    Person(name: "Cy", address: nil),
]
for p in people {
    let city = p.address?.city ?? "unknown"
    let zipLength = p.address?.zip?.count
    print("\(p.name): city=\(city) zipLength=\(zipLength.map(String.init) ?? "n/a")")
}

var maybe: [Int]? = [1, 2, 3]
maybe?.append(4)
print("optional chaining mutation:", maybe ?? [])
let result: Void? = maybe?.removeAll()
print("mutation happened:", result != nil, maybe ?? [-1])
maybe = nil
let noResult: Void? = maybe?.append(1)
print("on nil:", noResult == nil)

if let n = possibleNumber, n > 40 {
    print("if let with condition:", n)
}
switch c {
case .some(let v) where v > 5: print("switch some >5:", v)
case .some(let v): print("switch some:", v)
case .none: print("switch none")
}
print("equality:", c == 7, a == nil, Optional(3) == Optional(3))
let values = ["1", "x", "3"].map { Int($0) }
print("values:", values, "non-nil count:", values.compactMap { $0 }.count)
print("description:", String(describing: a), String(describing: c))
// expect: Optional(1764)
// expect: nil
// expect: map producing optional: Optional(Optional(420))
// expect: flatMap: Optional(420)
// expect: chain: 13
// expect: default: -1
// expect: chained ??: 7
// expect: Ada: city=London zipLength=2
// expect: Bo: city=unknown zipLength=2
// expect: Cy: city=unknown zipLength=n/a
// expect: optional chaining mutation: [1, 2, 3, 4]
// expect: mutation happened: true []
// expect: on nil: true
// expect: if let with condition: 42
// expect: switch some >5: 7
// expect: equality: true true true
// expect: values: [Optional(1), nil, Optional(3)] non-nil count: 2
// expect: description: nil Optional(7)
