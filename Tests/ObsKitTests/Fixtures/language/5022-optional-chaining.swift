// Optional chaining: properties, methods, subscripts, multiple levels, optional return values
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Person { var residence: Residence? }
class Room {
    let name: String
    init(name: String) { self.name = name }
}
class Address {
    var buildingName: String?
    var buildingNumber: String?
    var street: String?
    func buildingIdentifier() -> String? {
        if let n = buildingNumber, let s = street { return "\(n) \(s)" }
        return buildingName
    }
}
class Residence {
    var rooms: [Room] = []
    var numberOfRooms: Int { rooms.count }
    subscript(i: Int) -> Room {
        get { rooms[i] }
        set { rooms[i] = newValue }
    }
    func printNumberOfRooms() { print("The number of rooms is \(numberOfRooms)") }
    var address: Address?
}
let john = Person()
if let count = john.residence?.numberOfRooms {
    print("John's residence has \(count) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}
if john.residence?.printNumberOfRooms() == nil { print("It was not possible to print the number of rooms.") }
let someAddress = Address()
someAddress.buildingNumber = "29"
someAddress.street = "Acacia Road"
john.residence?.address = someAddress
print(john.residence?.address == nil)

let house = Residence()
house.rooms.append(Room(name: "Living Room"))
house.rooms.append(Room(name: "Kitchen"))
john.residence = house
john.residence?.printNumberOfRooms()
if let first = john.residence?[0].name { print("The first room name is \(first).") }
john.residence?[0] = Room(name: "Bathroom")
print(john.residence?[0].name ?? "?")
john.residence?.address = someAddress
if let id = john.residence?.address?.buildingIdentifier() { print("John's building identifier is \(id).") }
if let begins = john.residence?.address?.buildingIdentifier()?.hasPrefix("29") { print("begins with 29: \(begins)") }
print(john.residence?.address?.buildingName ?? "no building name")

var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
for k in testScores.keys.sorted() { print(k, testScores[k]!) }
let maybe: Int?? = .some(nil)
print(maybe == nil, maybe! == nil)
let chain: String? = "swift"
print(chain?.uppercased().count as Any, chain.map { $0 + "!" } ?? "", chain.flatMap { Int($0) } as Any)
// expect: Unable to retrieve the number of rooms.
// expect: It was not possible to print the number of rooms.
// expect: true
// expect: The number of rooms is 2
// expect: The first room name is Living Room.
// expect: Bathroom
// expect: John's building identifier is 29 Acacia Road.
// expect: begins with 29: true
// expect: no building name
// expect: Bev [80, 94, 81]
// expect: Dave [91, 82, 84]
// expect: false true
// expect: Optional(5) swift! nil
