// Swift compiler execution test style (optional chaining): map/flatMap chains, optional chaining through classes and dictionaries, ?? chains and optional-returning methods
final class Address { var street: String?; init(_ s: String?) { street = s } }
final class Person {
    var name: String
    var address: Address?
    var friends: [String: Person] = [:]
    init(_ n: String, _ a: Address? = nil) { name = n; address = a }
    func friend(_ n: String) -> Person? { friends[n] }
}

let ann = Person("Ann", Address("Main St"))
let bob = Person("Bob")
ann.friends["bob"] = bob
bob.friends["ann"] = ann
print(ann.address?.street ?? "no street")
print(bob.address?.street ?? "no street")
print(ann.friend("bob")?.friend("ann")?.address?.street?.uppercased() ?? "-")
print(ann.friend("zed")?.name ?? "nobody")
print(ann.address?.street?.count as Any, bob.address?.street?.count as Any)
ann.friend("bob")?.address = Address(nil)
print(bob.address?.street ?? bob.address.map { _ in "empty street" } ?? "none")
bob.address?.street = "Side Rd"
print(bob.address?.street as Any)

let s: String? = "42"
print(s.map { Int($0) } as Any)
print(s.flatMap { Int($0) } as Any)
print(s.flatMap(Int.init).map { $0 * 2 } ?? 0)
let none: String? = nil
print(none.map { $0 + "!" } as Any, none?.isEmpty as Any)
let first: Int? = nil, second: Int? = nil, third: Int? = 3
print(first ?? second ?? third ?? 0, first ?? second ?? 99)
let words = ["a": ["x", "y"], "b": []]
print(words["a"]?.first as Any, words["b"]?.first as Any, words["c"]?.first as Any)
print(words["a"]?.count ?? 0, words["c"]?.isEmpty ?? true)
var counter: [String: Int] = [:]
counter["k"]? += 1
print(counter["k"] as Any)
counter["k"] = 1
counter["k"]? += 1
print(counter["k"] as Any)
if let street = ann.address?.street, street.hasPrefix("Main") { print("on main") }
print(Optional(5).map(String.init) ?? "x", (nil as Int?).map(String.init) ?? "x")

// expect: Main St
// expect: no street
// expect: MAIN ST
// expect: nobody
// expect: Optional(7) nil
// expect: empty street
// expect: Optional("Side Rd")
// expect: Optional(Optional(42))
// expect: Optional(42)
// expect: 84
// expect: nil nil
// expect: 3 99
// expect: Optional("x") nil nil
// expect: 2 true
// expect: nil
// expect: Optional(2)
// expect: on main
// expect: 5 x
