// Compiler test style: optional chaining through multiple levels, methods and subscripts
class Address {
    var street: String?
    var number: Int?
    init(street: String?, number: Int?) { self.street = street; self.number = number }
    func label() -> String? {
        guard let s = street, let n = number else { return nil }
        return "\(n) \(s)"
    }
}

class Residence {
    var rooms: [String] = []
    var address: Address?
    subscript(i: Int) -> String? { i < rooms.count ? rooms[i] : nil }
}

class Person {
    let name: String
    var residence: Residence?
    init(_ n: String) { name = n }
}

let ann = Person("Ann")
print(ann.residence?.address?.street ?? "no street")
print(ann.residence?.rooms.count as Any)

ann.residence = Residence()
print(ann.residence?.rooms.count as Any)
print(ann.residence?[0] as Any)
ann.residence?.rooms.append("kitchen")
print(ann.residence?[0] as Any)
print(ann.residence?[0]?.uppercased() ?? "none")

ann.residence?.address = Address(street: "Main St", number: nil)
print(ann.residence?.address?.label() as Any)
ann.residence?.address?.number = 42
print(ann.residence?.address?.label() as Any)
print(ann.residence?.address?.label()?.count ?? 0)

if let len = ann.residence?.address?.street?.count {
    print("street length \(len)")
}

let bob = Person("Bob")
let assigned: Void? = bob.residence?.address = Address(street: "x", number: 1)
print("assignment happened:", assigned != nil)
let assigned2: Void? = ann.residence?.address = Address(street: "Elm", number: 7)
print("assignment happened:", assigned2 != nil, ann.residence!.address!.label()!)

let people = [ann, bob]
let streets = people.map { $0.residence?.address?.street }
print(streets)
print(people.compactMap { $0.residence?.address?.number })

// expect: no street
// expect: nil
// expect: Optional(0)
// expect: nil
// expect: Optional("kitchen")
// expect: KITCHEN
// expect: nil
// expect: Optional("42 Main St")
// expect: 10
// expect: street length 7
// expect: assignment happened: false
// expect: assignment happened: true 7 Elm
// expect: [Optional("Elm"), nil]
// expect: [7]
