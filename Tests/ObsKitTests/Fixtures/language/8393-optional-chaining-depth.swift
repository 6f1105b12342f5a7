// Compiler-test style: optional chaining through several levels, with methods, subscripts and assignment
class Room {
    let name: String
    init(_ n: String) { name = n }
}
class Residence {
    var rooms: [Room] = []
    var address: Address?
    subscript(i: Int) -> Room? { i < rooms.count ? rooms[i] : nil }
    func printCount() { print("rooms: \(rooms.count)") }
}
struct Address {
    var street: String?
    var number: Int?
    func label() -> String? {
        guard let s = street, let n = number else { return nil }
        return "\(n) \(s)"
    }
}
class Person {
    var residence: Residence?
}

let p = Person()
print(p.residence?.rooms.count as Any)
print(p.residence?.address?.street?.uppercased() as Any)
let r: ()? = p.residence?.printCount()
print("call result nil:", r == nil)

p.residence = Residence()
p.residence?.rooms.append(Room("hall"))
p.residence?.printCount()
print(p.residence?[0]?.name ?? "none", p.residence?[3]?.name ?? "none")

if (p.residence?.address = Address(street: "Elm", number: nil)) != nil {
    print("address set")
}
print(p.residence?.address?.label() as Any)
p.residence?.address?.number = 12
print(p.residence?.address?.label() ?? "no label")
print(p.residence?.address?.label()?.count as Any)
print(p.residence?.address?.street?.first.map { String($0) } ?? "-")

var dict: [String: [Int]] = ["a": [1, 2]]
dict["a"]?.append(3)
dict["b"]?.append(9)
print(dict["a"]?.last as Any, dict["b"]?.last as Any, dict.count)
let nested: Int?? = .some(nil)
print(nested as Any, (nested ?? 0) as Any)

// expect: nil
// expect: nil
// expect: call result nil: true
// expect: rooms: 1
// expect: hall none
// expect: address set
// expect: nil
// expect: 12 Elm
// expect: Optional(6)
// expect: E
// expect: Optional(3) nil 1
// expect: Optional(nil) nil
