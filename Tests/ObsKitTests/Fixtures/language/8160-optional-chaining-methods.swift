// Course exercise: optional chaining through properties, methods and subscripts
class Address {
    var street: String?
    var buildingNumber: String?

    func buildingIdentifier() -> String? {
        if let buildingNumber, let street {
            return "\(buildingNumber) \(street)"
        }
        return nil
    }
}

class Room {
    let name: String
    init(name: String) { self.name = name }
}

class Residence {
    var rooms: [Room] = []
    var address: Address?
    var numberOfRooms: Int { rooms.count }

    subscript(i: Int) -> Room {
        get { rooms[i] }
        set { rooms[i] = newValue }
    }

    func printNumberOfRooms() {
        print("The number of rooms is \(numberOfRooms)")
    }
}

class Resident {
    var residence: Residence?
}

let john = Resident()
if let roomCount = john.residence?.numberOfRooms {
    print("John's residence has \(roomCount) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}
if john.residence?.printNumberOfRooms() == nil {
    print("It was not possible to print the number of rooms.")
}

let house = Residence()
house.rooms.append(Room(name: "Living Room"))
house.rooms.append(Room(name: "Kitchen"))
john.residence = house

if john.residence?.printNumberOfRooms() != nil {
    print("It was possible to print the number of rooms.")
}
print("first room: \(john.residence?[0].name ?? "none")")

let addr = Address()
addr.buildingNumber = "29"
john.residence?.address = addr
print("identifier: \(john.residence?.address?.buildingIdentifier() ?? "incomplete")")
addr.street = "Acacia Road"
print("identifier: \(john.residence?.address?.buildingIdentifier() ?? "incomplete")")
if let upper = john.residence?.address?.buildingIdentifier()?.uppercased() {
    print("upper: \(upper)")
}
print("prefix check: \(john.residence?.address?.buildingIdentifier()?.hasPrefix("29") == true)")

// expect: Unable to retrieve the number of rooms.
// expect: It was not possible to print the number of rooms.
// expect: The number of rooms is 2
// expect: It was possible to print the number of rooms.
// expect: first room: Living Room
// expect: identifier: incomplete
// expect: identifier: 29 Acacia Road
// expect: upper: 29 ACACIA ROAD
// expect: prefix check: true
