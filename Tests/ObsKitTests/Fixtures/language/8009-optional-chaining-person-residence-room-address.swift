// Swift book style (Optional Chaining): Person, Residence, Room, Address through optional chains
class Person {
    var residence: Residence?
}
class Room {
    let name: String
    init(name: String) { self.name = name }
}
class Address {
    var buildingName: String?
    var buildingNumber: String?
    var street: String?
    func buildingIdentifier() -> String? {
        if let buildingNumber, let street { return "\(buildingNumber) \(street)" }
        else if buildingName != nil { return buildingName }
        return nil
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
if let n = john.residence?.numberOfRooms { print("John's residence has \(n) room(s).") }
else { print("Unable to retrieve the number of rooms.") }
let someAddress = Address()
someAddress.buildingNumber = "29"
someAddress.street = "Acacia Road"
john.residence?.address = someAddress
print(john.residence?.address == nil)
if john.residence?.printNumberOfRooms() != nil { print("printed") } else { print("not printed") }
if let first = john.residence?[0].name { print(first) } else { print("no first room") }
let home = Residence()
home.rooms.append(Room(name: "Living Room"))
home.rooms.append(Room(name: "Kitchen"))
john.residence = home
if let first = john.residence?[0].name { print("The first room name is \(first).") }
john.residence?[1] = Room(name: "Pantry")
print(john.residence?[1].name ?? "?")
john.residence?.printNumberOfRooms()
john.residence?.address = someAddress
if let id = john.residence?.address?.buildingIdentifier() { print("John's building identifier is \(id).") }
if let up = john.residence?.address?.buildingIdentifier()?.uppercased() { print(up) }
if let beginsWithThe = john.residence?.address?.buildingIdentifier()?.hasPrefix("The") {
    print(beginsWithThe ? "begins with The" : "does not begin with The")
}
var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
print(testScores["Dave"]!, testScores["Bev"]!, testScores["Brian"] as Any)
let count: Int? = john.residence?.numberOfRooms
print(count as Any)
// expect: Unable to retrieve the number of rooms.
// expect: true
// expect: not printed
// expect: no first room
// expect: The first room name is Living Room.
// expect: Pantry
// expect: The number of rooms is 2
// expect: John's building identifier is 29 Acacia Road.
// expect: 29 ACACIA ROAD
// expect: does not begin with The
// expect: [91, 82, 84] [80, 94, 81] nil
// expect: Optional(2)
