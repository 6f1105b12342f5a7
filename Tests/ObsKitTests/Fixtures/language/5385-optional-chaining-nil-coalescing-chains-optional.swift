// Hacking with Swift style: optional chaining, nil-coalescing chains, Optional pattern x?, if case / guard case and for case let
struct Address { var street: String; var city: String? }
class Person {
    var name: String
    var address: Address?
    var friends: [Person] = []
    init(name: String, address: Address? = nil) {
        self.name = name
        self.address = address
    }
    var bestFriend: Person? { friends.first }
}

let ann = Person(name: "Ann", address: Address(street: "1 Main", city: "Oslo"))
let bo = Person(name: "Bo")
let cy = Person(name: "Cy", address: Address(street: "2 Side", city: nil))
ann.friends = [bo, cy]
bo.friends = [cy]

print(ann.address?.city ?? "no city")
print(bo.address?.city ?? "no city")
print(cy.address?.city ?? cy.address?.street ?? "nothing")
print(ann.bestFriend?.bestFriend?.name ?? "none")
print(cy.bestFriend?.name ?? "none")
print(ann.bestFriend?.address?.street.count as Any)
print(ann.address?.street.uppercased() as Any)
ann.bestFriend?.address = Address(street: "3 New", city: "Rome")
print(bo.address?.city ?? "?")

let values: [Int?] = [1, nil, 3, nil, 5]
for case let v? in values { print("got", v) }
for case nil in values { print("hole") }
let sumPresent = values.compactMap { $0 }.reduce(0, +)
print(sumPresent)

let maybe: Int? = 42
if case let x? = maybe, x > 40 { print("big", x) }
switch maybe {
case .some(let x) where x % 2 == 0: print("even some \(x)")
case .some: print("odd some")
case .none: print("none")
}

func firstCity(_ people: [Person]) -> String {
    for p in people {
        guard case let city? = p.address?.city else { continue }
        return city
    }
    return "unknown"
}
print(firstCity([cy, bo, ann]))
print(firstCity([cy]))
let a: Int? = nil, b: Int? = nil, c: Int? = 7
print(a ?? b ?? c ?? 0)

// expect: Oslo
// expect: no city
// expect: 2 Side
// expect: Cy
// expect: none
// expect: nil
// expect: Optional("1 MAIN")
// expect: Rome
// expect: got 1
// expect: got 3
// expect: got 5
// expect: hole
// expect: hole
// expect: 9
// expect: big 42
// expect: even some 42
// expect: Rome
// expect: unknown
// expect: 7
