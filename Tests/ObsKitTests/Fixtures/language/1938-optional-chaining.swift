// Swift book style (Optional Chaining): chaining through properties, methods and subscripts
class Room {
    let name: String
    init(name: String) { self.name = name }
}
class Address {
    var street: String?
    var number: String?
    func label() -> String? {
        if let number, let street { return "\(number) \(street)" }
        return street
    }
}
class Home {
    var rooms: [Room] = []
    var address: Address?
    var count: Int { rooms.count }
    subscript(i: Int) -> Room { rooms[i] }
    func describeCount() { print("rooms: \(count)") }
}
class Tenant {
    var home: Home?
}

let tenant = Tenant()
if let n = tenant.home?.count { print("has \(n) rooms") } else { print("no home") }
if tenant.home?.describeCount() == nil { print("could not describe") }
if let first = tenant.home?[0].name { print(first) } else { print("no first room") }

let house = Home()
house.rooms.append(Room(name: "Kitchen"))
house.rooms.append(Room(name: "Study"))
tenant.home = house
if let n = tenant.home?.count { print("has \(n) rooms") }
if tenant.home?.describeCount() != nil { print("described") }
print(tenant.home?[1].name ?? "none")

let addr = Address()
addr.street = "Elm Lane"
tenant.home?.address = addr
print(tenant.home?.address?.label() ?? "no label")
addr.number = "42"
if let upper = tenant.home?.address?.label()?.uppercased() { print(upper) }
print(tenant.home?.address?.label()?.hasPrefix("42") == true)

var scores = ["ana": [7, 9], "bo": [4]]
scores["ana"]?[0] += 1
scores["bo"]?.append(6)
scores["zed"]?[0] = 1
for k in scores.keys.sorted() { print(k, scores[k]!) }

// expect: no home
// expect: could not describe
// expect: no first room
// expect: has 2 rooms
// expect: rooms: 2
// expect: described
// expect: Study
// expect: Elm Lane
// expect: 42 ELM LANE
// expect: true
// expect: ana [8, 9]
// expect: bo [4, 6]
