// Swift book style: Optional Chaining + Structures and Classes - chained property access, method calls, subscripts through optionals
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
    func printNumberOfRooms() {
        print("The number of rooms is \(numberOfRooms)")
    }
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
if (john.residence?.address = someAddress) != nil {
    print("It was possible to set the address.")
} else {
    print("It was not possible to set the address.")
}
if let firstRoomName = john.residence?[0].name {
    print("The first room name is \(firstRoomName).")
} else {
    print("Unable to retrieve the first room name.")
}
john.residence?[0] = Room(name: "Bathroom")

let johnsHouse = Residence()
johnsHouse.rooms.append(Room(name: "Living Room"))
johnsHouse.rooms.append(Room(name: "Kitchen"))
john.residence = johnsHouse
if let firstRoomName = john.residence?[0].name {
    print("The first room name is \(firstRoomName).")
}
john.residence?.printNumberOfRooms()
john.residence?[1] = Room(name: "Pantry")
print(john.residence?.rooms.map { $0.name } ?? [])

var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
for key in testScores.keys.sorted() { print(key, testScores[key]!) }

let johnsAddress = Address()
johnsAddress.buildingName = "The Larches"
johnsAddress.street = "Laurel Street"
john.residence?.address = johnsAddress
if let johnsStreet = john.residence?.address?.street {
    print("John's street name is \(johnsStreet).")
}
if let buildingIdentifier = john.residence?.address?.buildingIdentifier() {
    print("John's building identifier is \(buildingIdentifier).")
}
if let beginsWithThe = john.residence?.address?.buildingIdentifier()?.hasPrefix("The") {
    if beginsWithThe {
        print("John's building identifier begins with \"The\".")
    } else {
        print("John's building identifier doesn't begin with \"The\".")
    }
}
johnsAddress.buildingNumber = "7"
print(john.residence?.address?.buildingIdentifier() ?? "unknown")
let nobody: Person? = nil
print(nobody?.residence?.address?.street ?? "no street", nobody?.residence?.numberOfRooms as Any)
let count: Int? = john.residence?.numberOfRooms
print(count.map { $0 * 10 } ?? 0, count.flatMap { $0 > 5 ? $0 : nil } ?? -1)

struct Library { var shelves: [String: [String]] = [:] }
var lib: Library? = Library()
lib?.shelves["A", default: []].append("Dune")
lib?.shelves["A"]?.append("Emma")
print(lib?.shelves["A"]?.count ?? 0, lib?.shelves["A"]?.last ?? "-", lib?.shelves["Z"]?.first ?? "-")
lib = nil
lib?.shelves["A"] = ["lost"]
print(lib == nil)

// expect: Unable to retrieve the number of rooms.
// expect: true
// expect: It was not possible to print the number of rooms.
// expect: It was not possible to set the address.
// expect: Unable to retrieve the first room name.
// expect: The first room name is Living Room.
// expect: The number of rooms is 2
// expect: ["Living Room", "Pantry"]
// expect: Bev [80, 94, 81]
// expect: Dave [91, 82, 84]
// expect: John's street name is Laurel Street.
// expect: John's building identifier is The Larches.
// expect: John's building identifier begins with "The".
// expect: 7 Laurel Street
// expect: no street nil
// expect: 20 -1
// expect: 2 Emma -
// expect: true
