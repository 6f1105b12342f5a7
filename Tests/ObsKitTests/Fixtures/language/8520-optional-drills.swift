// Course style (optionals drill): if let, guard let, ??, optional chaining, map/flatMap
struct Address {
    var street: String
    var city: String
    var postcode: String?
}

class Person {
    let name: String
    var age: Int?
    var address: Address?
    var friend: Person?

    init(name: String, age: Int? = nil) {
        self.name = name
        self.age = age
    }
}

let maya = Person(name: "Maya", age: 31)
let luca = Person(name: "Luca")
maya.address = Address(street: "12 Elm St", city: "Portland", postcode: nil)
maya.friend = luca
luca.address = Address(street: "4 Oak Ave", city: "Tacoma", postcode: "98402")

if let age = maya.age {
    print("\(maya.name) is \(age)")
}
print("\(luca.name) is \(luca.age ?? -1) (unknown shown as -1)")

print("Maya's city: \(maya.address?.city ?? "none")")
print("Maya's friend's postcode: \(maya.friend?.address?.postcode ?? "none")")
print("Luca's friend's city: \(luca.friend?.address?.city ?? "no friend")")
print("Maya's postcode length: \(String(describing: maya.address?.postcode?.count))")

func greeting(for person: Person?) -> String {
    guard let person = person else { return "Hello, stranger" }
    guard let age = person.age, age >= 18 else {
        return "Hi \(person.name) (age unknown or minor)"
    }
    return "Good day, \(person.name), age \(age)"
}

print(greeting(for: maya))
print(greeting(for: luca))
print(greeting(for: nil))

let inputs = ["42", "seven", "-3", "", "100"]
let parsed = inputs.map { Int($0) }
print("Parsed: \(parsed)")
print("Valid only: \(inputs.compactMap { Int($0) })")
let doubled = Int("21").map { $0 * 2 }
print("Doubled: \(doubled!)")
let chained = "8".isEmpty ? nil : Int("8").flatMap { $0 > 5 ? "big \($0)" : nil }
print("Chained: \(chained ?? "nothing")")

luca.age = 17
if let lucaAge = luca.age, let mayaAge = maya.age {
    print("Age gap: \(mayaAge - lucaAge)")
}
maya.friend?.age? += 1
print("Luca after birthday: \(luca.age!)")

// expect: Maya is 31
// expect: Luca is -1 (unknown shown as -1)
// expect: Maya's city: Portland
// expect: Maya's friend's postcode: 98402
// expect: Luca's friend's city: no friend
// expect: Maya's postcode length: nil
// expect: Good day, Maya, age 31
// expect: Hi Luca (age unknown or minor)
// expect: Hello, stranger
// expect: Parsed: [Optional(42), nil, Optional(-3), nil, Optional(100)]
// expect: Valid only: [42, -3, 100]
// expect: Doubled: 42
// expect: Chained: big 8
// expect: Age gap: 14
// expect: Luca after birthday: 18
