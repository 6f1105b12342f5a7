// Book style (Optional Chaining): chaining through methods, subscripts and optional protocols
class Room {
    let name: String
    var area: Double
    init(name: String, area: Double) { self.name = name; self.area = area }
}

class Floor {
    var rooms: [Room] = []
    subscript(name: String) -> Room? {
        rooms.first { $0.name == name }
    }
    func largest() -> Room? { rooms.max { $0.area < $1.area } }
}

class Building {
    var floors: [Int: Floor] = [:]
    var manager: Person?
}

class Person {
    var name: String
    var phone: String?
    init(name: String, phone: String? = nil) { self.name = name; self.phone = phone }
}

let tower = Building()
print(tower.floors[1]?.rooms.count as Any)
print(tower.manager?.phone?.count as Any)

let ground = Floor()
ground.rooms = [Room(name: "lobby", area: 80), Room(name: "cafe", area: 45.5)]
tower.floors[0] = ground
tower.floors[2] = Floor()
print(tower.floors[0]?.rooms.count as Any)
print(tower.floors[0]?["cafe"]?.area as Any)
print(tower.floors[0]?["gym"]?.area as Any)
print(tower.floors[0]?.largest()?.name as Any)
print(tower.floors[2]?.largest()?.name as Any)
tower.floors[0]?["cafe"]?.area += 10
print(ground["cafe"]!.area)

tower.manager = Person(name: "Ola")
print(tower.manager?.phone ?? "no phone")
tower.manager?.phone = "555-1234"
print(tower.manager?.phone?.hasPrefix("555") as Any)
print(tower.manager?.phone?.split(separator: "-").map(String.init) as Any)

let nested: Int?? = 5
let flatNil: Int?? = .some(nil)
print(nested as Any, flatNil as Any)
if let outer = nested, let inner = outer { print("both", inner) }
let areas = tower.floors.keys.sorted().map { tower.floors[$0]?.largest()?.area }
print(areas)
let total = areas.compactMap { $0 }.reduce(0, +)
print(total)
let optionalArray: [Int]? = [4, 5, 6]
print(optionalArray?.first as Any, optionalArray?.map { $0 * 2 } as Any)
let s: String? = "chain"
print(s?.uppercased().reversed().map { String($0) }.joined() as Any)
print(s.map { $0 + "!" } as Any, s.flatMap { Int($0) } as Any)

// expect: nil
// expect: nil
// expect: Optional(2)
// expect: Optional(45.5)
// expect: nil
// expect: Optional("lobby")
// expect: nil
// expect: 55.5
// expect: no phone
// expect: Optional(true)
// expect: Optional(["555", "1234"])
// expect: Optional(Optional(5)) Optional(nil)
// expect: both 5
// expect: [Optional(80.0), nil]
// expect: 80.0
// expect: Optional(4) Optional([8, 10, 12])
// expect: Optional("NIAHC")
// expect: Optional("chain!") nil
