// Swift book style: Optional Chaining: multiple levels, subscripts, methods, assignment through chains
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
        if let buildingNumber = buildingNumber, let street = street {
            return "\(buildingNumber) \(street)"
        } else if buildingName != nil {
            return buildingName
        } else {
            return nil
        }
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
if let roomCount = john.residence?.numberOfRooms {
    print("John's residence has \(roomCount) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}

func createAddress() -> Address {
    print("Function was called.")
    let someAddress = Address()
    someAddress.buildingNumber = "29"
    someAddress.street = "Acacia Road"
    return someAddress
}
john.residence?.address = createAddress()
if john.residence?.printNumberOfRooms() != nil {
    print("It was possible to print the number of rooms.")
} else {
    print("It was not possible to print the number of rooms.")
}
if let firstRoomName = john.residence?[0].name { print("The first room name is \(firstRoomName).") }
else { print("Unable to retrieve the first room name.") }

let johnsHouse = Residence()
johnsHouse.rooms.append(Room(name: "Living Room"))
johnsHouse.rooms.append(Room(name: "Kitchen"))
john.residence = johnsHouse
john.residence?[0] = Room(name: "Parlour")
if let firstRoomName = john.residence?[0].name { print("The first room name is \(firstRoomName).") }
john.residence?.printNumberOfRooms()

var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
print(testScores.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

if let johnsStreet = john.residence?.address?.street { print("John's street name is \(johnsStreet).") }
else { print("Unable to retrieve the address.") }
let johnsAddress = Address()
johnsAddress.buildingName = "The Larches"
johnsAddress.street = "Laurel Street"
john.residence?.address = johnsAddress
print(john.residence?.address?.street ?? "none", john.residence?.address?.buildingIdentifier() ?? "none")
if let beginsWithThe = john.residence?.address?.buildingIdentifier()?.hasPrefix("The") {
    print(beginsWithThe ? "John's building identifier begins with \"The\"." : "It does not.")
}
let count: Int? = john.residence?.address?.buildingName?.count
print(count as Any, type(of: john.residence?.numberOfRooms))

// expect: Unable to retrieve the number of rooms.
// expect: It was not possible to print the number of rooms.
// expect: Unable to retrieve the first room name.
// expect: The first room name is Parlour.
// expect: The number of rooms is 2
// expect: ["Bev=[80, 94, 81]", "Dave=[91, 82, 84]"]
// expect: Unable to retrieve the address.
// expect: Laurel Street The Larches
// expect: John's building identifier begins with "The".
// expect: Optional(11) Optional<Int>
