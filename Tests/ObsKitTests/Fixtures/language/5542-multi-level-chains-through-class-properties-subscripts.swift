// The Swift Programming Language style (Optional Chaining): multi-level chains through class properties, subscripts and methods returning optionals
class Person {
    var residence: Residence?
}

class Residence {
    var rooms: [Room] = []
    var address: Address?
    var numberOfRooms: Int { rooms.count }
    subscript(i: Int) -> Room {
        get { rooms[i] }
        set { rooms[i] = newValue }
    }
    func printRooms() { print("rooms: \(numberOfRooms)") }
}

class Room {
    let name: String
    init(name: String) { self.name = name }
}

class Address {
    var building: String?
    var street: String?
    func identifier() -> String? {
        if let b = building, let s = street { return "\(b) \(s)" }
        return building ?? street
    }
}

let kim = Person()
if let n = kim.residence?.numberOfRooms { print("has \(n) rooms") } else { print("no residence") }
print(kim.residence?.printRooms() == nil ? "could not print" : "printed")
kim.residence?.address = Address()
print(kim.residence?.address == nil)

let home = Residence()
home.rooms = [Room(name: "hall"), Room(name: "den")]
kim.residence = home
if kim.residence?.printRooms() != nil { print("print succeeded") }
print(kim.residence?[1].name ?? "?")
kim.residence?[0] = Room(name: "foyer")
print(kim.residence?[0].name ?? "?")

let addr = Address()
addr.street = "Elm Row"
kim.residence?.address = addr
print(kim.residence?.address?.identifier() ?? "none")
addr.building = "12"
if let first = kim.residence?.address?.identifier()?.first {
    print("starts with \(first)")
}
print(kim.residence?.address?.identifier()?.hasSuffix("Row") as Any)

var scores: [String: [Int]] = ["ann": [7, 9], "ben": [4]]
scores["ann"]?[0] += 1
scores["ben"]?.append(6)
scores["zed"]?[0] = 99
for k in scores.keys.sorted() { print(k, scores[k]!) }

// expect: no residence
// expect: could not print
// expect: true
// expect: rooms: 2
// expect: print succeeded
// expect: den
// expect: foyer
// expect: Elm Row
// expect: starts with 1
// expect: Optional(true)
// expect: ann [8, 9]
// expect: ben [4, 6]
