// Compiler test style: optional chaining through properties, methods, subscripts, and setting values via chains
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
        if let buildingNumber = buildingNumber, let street = street {
            return "\(buildingNumber) \(street)"
        } else if buildingName != nil {
            return buildingName
        }
        return nil
    }
}

class Residence {
    var rooms: [Room] = []
    var numberOfRooms: Int { return rooms.count }
    subscript(i: Int) -> Room {
        get { return rooms[i] }
        set { rooms[i] = newValue }
    }
    func printNumberOfRooms() { print("The number of rooms is \(numberOfRooms)") }
    var address: Address?
}

func createAddress() -> Address {
    print("Function was called.")
    let someAddress = Address()
    someAddress.buildingNumber = "29"
    someAddress.street = "Acacia Road"
    return someAddress
}
let john = Person()
if let roomCount = john.residence?.numberOfRooms { print("rooms: \(roomCount)") } else { print("Unable to retrieve the number of rooms.") }
john.residence?.address = createAddress()
if john.residence?.printNumberOfRooms() != nil { print("printed") } else { print("It was not possible to print the number of rooms.") }
john.residence = Residence()
john.residence?.rooms += [Room(name: "Living Room"), Room(name: "Kitchen")]
john.residence?[0] = Room(name: "Lounge")
print(john.residence?[0].name ?? "-", john.residence?.numberOfRooms ?? 0)
john.residence?.address = createAddress()
print(john.residence?.address?.buildingIdentifier()?.hasPrefix("29") ?? false)
// expect: Unable to retrieve the number of rooms.
// expect: It was not possible to print the number of rooms.
// expect: Lounge 2
// expect: Function was called.
// expect: true
