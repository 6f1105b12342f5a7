// Swift book style: optional chaining
// Checks: chaining through properties, methods, subscripts, optional return values,
// setting through a chain (and the assignment not evaluating the RHS when nil),
// Void? results of method calls, multi-level chains and dictionary subscripts.

final class Person {
    var residence: Residence?
}

final class Residence {
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

final class Room {
    let name: String
    init(name: String) { self.name = name }
}

final class Address {
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

func createAddress() -> Address {
    print("Function was called.")
    let someAddress = Address()
    someAddress.buildingNumber = "29"
    someAddress.street = "Acacia Road"
    return someAddress
}
john.residence?.address = createAddress()
print("address assigned? \(john.residence?.address != nil)")

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

if let firstRoomName = john.residence?[0].name {
    print("The first room name is \(firstRoomName).")
}
john.residence?[1] = Room(name: "Pantry")
print(john.residence?[1].name ?? "none")
john.residence?.printNumberOfRooms()

var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
for name in testScores.keys.sorted() {
    print(name, testScores[name]!)
}

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
    print(beginsWithThe ? "It begins with \"The\"." : "It does not begin with \"The\".")
}
let upper = john.residence?.address?.buildingIdentifier()?.uppercased()
print(upper ?? "nil")

john.residence?.address?.buildingNumber = "7"
print(john.residence?.address?.buildingIdentifier() ?? "nil")

let jane = Person()
let janeStreetCount = jane.residence?.address?.street?.count
print(janeStreetCount as Any)

// Optional chaining on an optional closure and an optional array
var callback: ((Int) -> Int)? = { $0 * 3 }
print(callback?(5) as Any)
callback = nil
print(callback?(5) as Any)
var maybeList: [Int]? = [3, 1, 2]
maybeList?.sort()
maybeList?.append(9)
print(maybeList?.count as Any, maybeList?.last as Any, maybeList?.first.map { $0 * 10 } as Any)

// expect: Unable to retrieve the number of rooms.
// expect: address assigned? false
// expect: It was not possible to print the number of rooms.
// expect: Unable to retrieve the first room name.
// expect: The first room name is Living Room.
// expect: Pantry
// expect: The number of rooms is 2
// expect: Bev [80, 94, 81]
// expect: Dave [91, 82, 84]
// expect: John's street name is Laurel Street.
// expect: John's building identifier is The Larches.
// expect: It begins with "The".
// expect: THE LARCHES
// expect: 7 Laurel Street
// expect: nil
// expect: Optional(15)
// expect: nil
// expect: Optional(4) Optional(9) Optional(10)
