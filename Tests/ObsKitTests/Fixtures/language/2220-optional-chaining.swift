// Compiler test style (stdlib): optional chaining through classes/structs, optional subscripts/methods, try?, if let/guard let shorthand
final class Address {
    var street: String
    var unit: Int?
    init(street: String, unit: Int? = nil) { self.street = street; self.unit = unit }
    func label() -> String? { unit.map { "\(street) #\($0)" } }
}

final class Person {
    let name: String
    var address: Address?
    var friends: [Person] = []
    init(name: String, address: Address? = nil) { self.name = name; self.address = address }
    func friend(named target: String) -> Person? { friends.first { $0.name == target } }
}

let ada = Person(name: "Ada", address: Address(street: "Elm St", unit: 4))
let bo = Person(name: "Bo")
ada.friends = [bo]

print(ada.address?.street as Any, bo.address?.street as Any)
print(ada.address?.label() as Any, ada.address?.label()?.count as Any)
print(ada.friend(named: "Bo")?.name as Any, ada.friend(named: "Cy")?.name ?? "no Cy")
print(ada.friend(named: "Bo")?.address?.unit as Any)

bo.address?.unit = 9
print(bo.address == nil)
bo.address = Address(street: "Oak Ave")
bo.address?.unit = 9
print(bo.address?.label() ?? "?", ada.friends.first?.address?.unit ?? 0)

let result: Void? = ada.address?.unit = nil
print(result != nil, ada.address?.label() as Any)

let matrix: [[Int]]? = [[1, 2], [3]]
print(matrix?[1].first as Any, matrix?.count as Any, matrix?.last?.last as Any)

var lookup: [String: [String: Int]] = ["outer": ["inner": 1]]
lookup["outer"]?["inner"]? += 10
lookup["missing"]?["inner"] = 5
print(lookup["outer"]?["inner"] as Any, lookup.keys.count)

enum InputError: Error { case bad }
func strictParse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw InputError.bad }
    return value
}
print((try? strictParse("12")) as Any, (try? strictParse("x")) as Any, (try? strictParse("3")).map { $0 * 3 } as Any)

func describe(_ person: Person?) -> String {
    guard let person, let address = person.address else { return "unknown" }
    if let unit = address.unit { return "\(person.name)@\(address.street)/\(unit)" }
    return "\(person.name)@\(address.street)"
}
print(describe(ada), describe(bo), describe(nil), describe(Person(name: "Cy")))

// expect: Optional("Elm St") nil
// expect: Optional("Elm St #4") Optional(9)
// expect: Optional("Bo") no Cy
// expect: nil
// expect: true
// expect: Oak Ave #9 9
// expect: true nil
// expect: Optional(3) Optional(2) Optional(3)
// expect: Optional(11) 1
// expect: Optional(12) nil Optional(9)
// expect: Ada@Elm St Bo@Oak Ave/9 unknown unknown
