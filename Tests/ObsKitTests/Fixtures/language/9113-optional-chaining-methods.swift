// optional-chaining-methods
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Room {
    let name: String
    init(name: String) { self.name = name }
}

class Address {
    var street: String?
    var number: Int?
    func label() -> String? {
        guard let street, let number else { return nil }
        return "\(number) \(street)"
    }
}

class Residence {
    var rooms: [Room] = []
    var address: Address?
    subscript(i: Int) -> Room? {
        i < rooms.count ? rooms[i] : nil
    }
    func printCount() { print("rooms: \(rooms.count)") }
}

class Person {
    var residence: Residence?
    var tags: [String: [Int]] = ["a": [1, 2, 3]]
}

let p = Person()
print(p.residence?.rooms.count as Any)
if p.residence?.printCount() == nil { print("could not print") }
p.residence?.address = Address()
print(p.residence?.address == nil)

p.residence = Residence()
p.residence?.rooms.append(Room(name: "Kitchen"))
p.residence?.rooms += [Room(name: "Study")]
if p.residence?.printCount() != nil { print("printed") }
print(p.residence?[1]?.name ?? "none", p.residence?[7]?.name ?? "none")

p.residence?.address = Address()
p.residence?.address?.street = "Main St"
print(p.residence?.address?.label() ?? "incomplete")
p.residence?.address?.number = 42
print(p.residence?.address?.label()?.uppercased() ?? "incomplete")
print(p.residence?.address?.label()?.hasPrefix("42") == true)

p.tags["a"]?[0] = 100
p.tags["b"]?[0] = 7
p.tags["a"]?.append(4)
print(p.tags.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var maybeArray: [Int]? = [3, 1, 2]
maybeArray?.sort()
print(maybeArray?.first.map { $0 * 10 } as Any, maybeArray?.last?.description.count as Any)
maybeArray = nil
print(maybeArray?.count ?? 0)
// expect: nil
// expect: could not print
// expect: true
// expect: rooms: 2
// expect: printed
// expect: Study none
// expect: incomplete
// expect: 42 MAIN ST
// expect: true
// expect: ["a=[100, 2, 3, 4]"]
// expect: Optional(10) Optional(1)
// expect: 0
