// Optional Chaining: reading through optional links, results that become optional, chaining on methods and multiple levels.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Person {
    var residence: Residence?
}
final class Residence {
    var rooms: [Room] = []
    var numberOfRooms: Int { rooms.count }
    var address: Address?
    func printNumberOfRooms() { print("The number of rooms is \(numberOfRooms)") }
}
struct Room { let name: String }
final class Address {
    var buildingName: String?
    var buildingNumber: String?
    var street: String?
    func buildingIdentifier() -> String? {
        if let buildingNumber, let street { return "\(buildingNumber) \(street)" }
        return buildingName
    }
}
let john = Person()
if let roomCount = john.residence?.numberOfRooms {
    print("John's residence has \(roomCount) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}
print(john.residence?.numberOfRooms as Any)
if john.residence?.printNumberOfRooms() != nil {
    print("It was possible to print the number of rooms.")
} else {
    print("It was not possible to print the number of rooms.")
}
john.residence = Residence()
john.residence?.rooms = [Room(name: "Living Room"), Room(name: "Kitchen")]
print(john.residence?.numberOfRooms as Any)
if john.residence?.printNumberOfRooms() != nil { print("printed it") }
print(john.residence?.address?.street as Any)
let address = Address()
address.buildingName = "The Larches"
john.residence?.address = address
print(john.residence?.address?.buildingIdentifier() as Any)
address.street = "Laurel Street"
address.buildingNumber = "29"
if let beginsWithThe = john.residence?.address?.buildingIdentifier()?.hasPrefix("The") {
    print(beginsWithThe ? "begins with The" : "does not begin with The")
}
print(john.residence?.rooms.first?.name.uppercased() as Any, john.residence?.rooms.last?.name.count as Any)
let nobody: Person? = nil
print(nobody?.residence?.address?.street?.count as Any)

// expect: Unable to retrieve the number of rooms.
// expect: nil
// expect: It was not possible to print the number of rooms.
// expect: Optional(2)
// expect: The number of rooms is 2
// expect: printed it
// expect: nil
// expect: Optional("The Larches")
// expect: does not begin with The
// expect: Optional("LIVING ROOM") Optional(7)
// expect: nil
