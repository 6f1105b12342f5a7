// optional-chaining-deep
// expected output: swiftc 6.3.1 (Linux), run on this machine
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
    func printNumberOfRooms() {
        print("The number of rooms is \(numberOfRooms)")
    }
    var address: Address?
}

let john = Person()
if let count = john.residence?.numberOfRooms {
    print("John's residence has \(count) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}
if john.residence?.printNumberOfRooms() == nil {
    print("It was not possible to print the number of rooms.")
}
let someAddress = Address()
someAddress.buildingNumber = "29"
someAddress.street = "Acacia Road"
john.residence?.address = someAddress
print(john.residence?.address?.street ?? "no street")

let house = Residence()
house.rooms.append(Room(name: "Living Room"))
house.rooms.append(Room(name: "Kitchen"))
john.residence = house
john.residence?.printNumberOfRooms()
print(john.residence?[1].name ?? "?")
john.residence?[0] = Room(name: "Lounge")
print(john.residence?[0].name ?? "?")

john.residence?.address = someAddress
print(john.residence?.address?.buildingIdentifier() ?? "none")
if let upper = john.residence?.address?.buildingIdentifier()?.uppercased() {
    print(upper)
}
if let hasThe = john.residence?.address?.street?.hasPrefix("Acacia"), hasThe {
    print("Acacia street confirmed")
}

var scores: [String: [Int]] = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
scores["Dave"]?[0] = 91
scores["Bev"]?[0] += 1
scores["Brian"]?[0] = 72
print(scores["Dave"]!, scores["Bev"]!, scores["Brian"] as Any)
let firstScores = ["Dave", "Bev", "Brian"].map { scores[$0]?.first.map(String.init) ?? "n/a" }
print(firstScores)
// expect: Unable to retrieve the number of rooms.
// expect: It was not possible to print the number of rooms.
// expect: no street
// expect: The number of rooms is 2
// expect: Kitchen
// expect: Lounge
// expect: 29 Acacia Road
// expect: 29 ACACIA ROAD
// expect: Acacia street confirmed
// expect: [91, 82, 84] [80, 94, 81] nil
// expect: ["91", "80", "n/a"]
