// Swift Playgrounds style (optionals): a pet adoption lookup using if let, guard let, ??, optional chaining and IUOs
struct Owner {
    var name: String
    var phone: String?
}

class Pet {
    let name: String
    var age: Int?
    var owner: Owner?
    init(name: String, age: Int? = nil) {
        self.name = name
        self.age = age
    }
}

let shelter: [String: Pet] = [
    "biscuit": Pet(name: "Biscuit", age: 3),
    "mango": Pet(name: "Mango"),
    "pepper": Pet(name: "Pepper", age: 7)
]
shelter["pepper"]?.owner = Owner(name: "Ravi", phone: "555-0142")
shelter["biscuit"]?.owner = Owner(name: "Lena", phone: nil)

func summary(for key: String) -> String {
    guard let pet = shelter[key] else {
        return "No pet called \(key)"
    }
    let ageText = pet.age.map { "\($0) years" } ?? "unknown age"
    if let owner = pet.owner {
        return "\(pet.name), \(ageText), adopted by \(owner.name)"
    }
    return "\(pet.name), \(ageText), still waiting"
}

for key in ["biscuit", "mango", "pepper", "rex"] {
    print(summary(for: key))
}

let phone = shelter["pepper"]?.owner?.phone ?? "none"
print("Pepper's owner phone: \(phone)")
let lenaPhone = shelter["biscuit"]?.owner?.phone ?? "none"
print("Biscuit's owner phone: \(lenaPhone)")
let nameLength = shelter["mango"]?.owner?.name.count
print("Mango owner name length: \(String(describing: nameLength))")

if let age = shelter["biscuit"]?.age, age < 5 {
    print("Biscuit is young")
}

var favorite: String! = "Mango"
let shout: String = favorite.uppercased()
print(shout)
favorite = nil
print(favorite == nil ? "no favorite" : "has favorite")

let ages = ["3", "x", "12", ""].map { Int($0) }
print(ages)
let validAges = ages.compactMap { $0 }
print("Valid: \(validAges), sum \(validAges.reduce(0, +))")
var maybeCount: Int? = nil
maybeCount? += 1
print(maybeCount as Any)
maybeCount = 4
maybeCount? += 1
print(maybeCount!)

// expect: Biscuit, 3 years, adopted by Lena
// expect: Mango, unknown age, still waiting
// expect: Pepper, 7 years, adopted by Ravi
// expect: No pet called rex
// expect: Pepper's owner phone: 555-0142
// expect: Biscuit's owner phone: none
// expect: Mango owner name length: nil
// expect: Biscuit is young
// expect: MANGO
// expect: no favorite
// expect: [Optional(3), nil, Optional(12), nil]
// expect: Valid: [3, 12], sum 15
// expect: nil
// expect: 5
