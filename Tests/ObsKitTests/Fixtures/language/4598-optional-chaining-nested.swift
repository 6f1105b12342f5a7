// Swift book style: optional chaining through nested classes and structs
// known-gap: needs the compiler check (the types it gives); unchecked: line 12: expected "[2.0, 0.8, 0.0]", got "[2.0, 0.8, 0]"
class Room {
    let name: String
    init(name: String) { self.name = name }
}

class Address {
    var buildingName: String?
    var buildingNumber: String?
    var street: String?

    func buildingIdentifier() -> String? {
        if let n = buildingNumber, let s = street {
            return "\(n) \(s)"
        } else if buildingName != nil {
            return buildingName
        }
        return nil
    }
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

class Person {
    var residence: Residence?
}

let john = Person()
if let count = john.residence?.numberOfRooms {
    print("John's residence has \(count) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}

if john.residence?.printNumberOfRooms() != nil {
    print("It was possible to print the number of rooms.")
} else {
    print("It was not possible to print the number of rooms.")
}

let someAddress = Address()
someAddress.buildingNumber = "29"
someAddress.street = "Acacia Road"
john.residence?.address = someAddress
print(john.residence?.address?.street ?? "no street (assignment skipped)")

john.residence = Residence()
john.residence?.rooms.append(Room(name: "Living Room"))
john.residence?.rooms.append(Room(name: "Kitchen"))
if let firstRoomName = john.residence?[0].name {
    print("The first room name is \(firstRoomName).")
}
john.residence?[0] = Room(name: "Bathroom")
print(john.residence?[0].name ?? "?")
john.residence?.printNumberOfRooms()

john.residence?.address = someAddress
if let id = john.residence?.address?.buildingIdentifier() {
    print("John's building identifier is \(id).")
}
if let beginsWithThe = john.residence?.address?.buildingIdentifier()?.hasPrefix("29") {
    print(beginsWithThe ? "begins with 29" : "does not begin with 29")
}

// Structs with optional nesting
struct Engine { var horsepower: Int; var turbo: Turbo? }
struct Turbo { var boost: Double }
struct Car { var engine: Engine?; var name: String }

var cars = [
    Car(engine: Engine(horsepower: 300, turbo: Turbo(boost: 1.5)), name: "GT"),
    Car(engine: Engine(horsepower: 120, turbo: nil), name: "City"),
    Car(engine: nil, name: "Shell"),
]
for car in cars {
    let boost = car.engine?.turbo?.boost
    print(car.name, car.engine?.horsepower as Any, boost.map { "\($0) bar" } ?? "n/a")
}
cars[1].engine?.turbo = Turbo(boost: 0.8)
cars[2].engine?.horsepower = 999
cars[0].engine?.turbo?.boost += 0.5
print(cars.map { $0.engine?.turbo?.boost ?? 0 })
print(cars[2].engine == nil)

// Optional chaining on dictionary of optionals
var scores: [String: [Int]] = ["Ann": [9, 7], "Ben": [4]]
scores["Ann"]?[0] += 1
scores["Zoe"]?.append(5)
print(scores["Ann"] ?? [], scores["Zoe"] as Any)
let lastBen = scores["Ben"]?.last
print(lastBen.map(String.init) ?? "-")
// expect: Unable to retrieve the number of rooms.
// expect: It was not possible to print the number of rooms.
// expect: no street (assignment skipped)
// expect: The first room name is Living Room.
// expect: Bathroom
// expect: The number of rooms is 2
// expect: John's building identifier is 29 Acacia Road.
// expect: begins with 29
// expect: GT Optional(300) 1.5 bar
// expect: City Optional(120) n/a
// expect: Shell nil n/a
// expect: [2.0, 0.8, 0.0]
// expect: true
// expect: [10, 7] nil
// expect: 4
