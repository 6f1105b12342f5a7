// Book style (Optional Chaining): residences, rooms and addresses reached through chained optionals, subscripts and methods
class Person {
    var residence: Residence?
}
class Residence {
    var rooms: [Room] = []
    var numberOfRooms: Int { rooms.count }
    subscript(i: Int) -> Room {
        get { rooms[i] }
        set { rooms[i] = newValue }
    }
    func printNumberOfRooms() {
        print("The number of rooms is \(numberOfRooms)")
    }
    var address: Address?
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

let john = Person()
if let roomCount = john.residence?.numberOfRooms {
    print("John's residence has \(roomCount) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}
let someAddress = Address()
someAddress.buildingNumber = "29"
someAddress.street = "Acacia Road"
john.residence?.address = someAddress
print(john.residence?.address == nil)
if john.residence?.printNumberOfRooms() != nil {
    print("It was possible to print the number of rooms.")
} else {
    print("It was not possible to print the number of rooms.")
}
if let firstRoomName = john.residence?[0].name {
    print("The first room name is \(firstRoomName).")
} else {
    print("Unable to retrieve the first room name.")
}

let johnsHouse = Residence()
johnsHouse.rooms.append(Room(name: "Living Room"))
johnsHouse.rooms.append(Room(name: "Kitchen"))
john.residence = johnsHouse
john.residence?[0] = Room(name: "Bathroom")
if let firstRoomName = john.residence?[0].name {
    print("The first room name is \(firstRoomName).")
}
john.residence?.printNumberOfRooms()

let johnsAddress = Address()
johnsAddress.buildingName = "The Larches"
johnsAddress.street = "Laurel Street"
john.residence?.address = johnsAddress
if let beginsWithThe = john.residence?.address?.buildingIdentifier()?.hasPrefix("The") {
    print(beginsWithThe ? "John's building identifier begins with \"The\"." : "It does not.")
}
johnsAddress.buildingNumber = "7"
print(john.residence?.address?.buildingIdentifier() ?? "no id")
print(john.residence?.address?.buildingIdentifier()?.count as Any)

var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
print(testScores["Dave"]!, testScores["Bev"]!, testScores["Brian"] as Any)
let lengths: [String?] = ["abc", nil, "hello"]
print(lengths.map { $0?.uppercased().count ?? 0 })

// expect: Unable to retrieve the number of rooms.
// expect: true
// expect: It was not possible to print the number of rooms.
// expect: Unable to retrieve the first room name.
// expect: The first room name is Bathroom.
// expect: The number of rooms is 2
// expect: John's building identifier begins with "The".
// expect: 7 Laurel Street
// expect: Optional(15)
// expect: [91, 82, 84] [80, 94, 81] nil
// expect: [3, 0, 5]
