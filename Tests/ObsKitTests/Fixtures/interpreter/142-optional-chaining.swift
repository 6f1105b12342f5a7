// Optional chaining through properties, methods and subscripts
class Address {
    var street: String
    init(street: String) { self.street = street }
    func shout() -> String { street.uppercased() }
}
class Person {
    var address: Address?
    var tags: [String]? = nil
}

let p = Person()
print(p.address?.street as Any)
print(p.address?.shout() ?? "no address")
p.address = Address(street: "Main St")
print(p.address?.street as Any)
print(p.address?.shout() ?? "no address")
print(p.address?.street.count as Any)
print(p.tags?[0] as Any)
p.tags = ["x", "y"]
print(p.tags?[1] as Any)
print(p.tags?.count ?? 0)
p.address?.street = "Elm St"
print(p.address!.street)

// expect: nil
// expect: no address
// expect: Optional("Main St")
// expect: MAIN ST
// expect: Optional(7)
// expect: nil
// expect: Optional("y")
// expect: 2
// expect: Elm St
