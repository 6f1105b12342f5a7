// Swift book, "Optional Chaining": multi-level chains, calling methods and subscripts through optionals, optional results of Void methods
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
        if let buildingNumber, let street {
            return "\(buildingNumber) \(street)"
        } else if buildingName != nil {
            return buildingName
        }
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
john.residence?.printNumberOfRooms()
john.residence?[0] = Room(name: "Lounge")
print("The first room name is \(john.residence?[0].name ?? "?").")
john.residence?.address = someAddress
if let beginsWithThe = john.residence?.address?.buildingIdentifier()?.hasPrefix("29") {
    print(beginsWithThe ? "begins with 29" : "does not")
}
print(john.residence?.address?.street?.uppercased() as Any)

var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
for name in testScores.keys.sorted() { print(name, testScores[name]!) }

let nested: [String: [String: Int]] = ["a": ["x": 1]]
print(nested["a"]?["x"] as Any, nested["a"]?["y"] as Any, nested["b"]?["x"] as Any)
let words: [String]? = ["swift", "optional"]
print(words?.first?.count ?? 0, words?.map { $0.count }.reduce(0, +) ?? 0)

// expect: Unable to retrieve the number of rooms.
// expect: true
// expect: It was not possible to print the number of rooms.
// expect: Unable to retrieve the first room name.
// expect: The number of rooms is 2
// expect: The first room name is Lounge.
// expect: begins with 29
// expect: Optional("ACACIA ROAD")
// expect: Bev [80, 94, 81]
// expect: Dave [91, 82, 84]
// expect: Optional(1) nil nil
// expect: 5 13
