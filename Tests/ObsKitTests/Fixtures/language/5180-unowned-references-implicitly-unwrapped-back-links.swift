// Book style (Automatic Reference Counting): unowned references and implicitly unwrapped back-links between a ship and its captain
// known-gap: line 6: expected "Optional<Captain>", got "Captain"
class Ship {
    let name: String
    var captain: Captain!
    var cabins: [Cabin] = []
    init(name: String, captainName: String) {
        self.name = name
        self.captain = Captain(name: captainName, ship: self)
        print("ship \(name) launched")
    }
    func addCabin(_ number: Int) {
        cabins.append(Cabin(number: number, ship: self))
    }
    deinit { print("ship \(name) scrapped") }
}

class Captain {
    let name: String
    unowned let ship: Ship
    init(name: String, ship: Ship) {
        self.name = name
        self.ship = ship
        print("captain \(name) hired")
    }
    deinit { print("captain \(name) ashore") }
}

class Cabin {
    let number: Int
    unowned(safe) let ship: Ship
    init(number: Int, ship: Ship) {
        self.number = number
        self.ship = ship
    }
    var label: String { "\(ship.name)-\(number)" }
    deinit { print("cabin \(number) cleared") }
}

var vessel: Ship? = Ship(name: "Heron", captainName: "Ruiz")
vessel!.addCabin(1)
vessel!.addCabin(2)
print(vessel!.captain.name, "commands", vessel!.captain.ship.name)
print(vessel!.cabins.map(\.label))
let rank: String? = vessel?.captain?.name
print(rank as Any)
let captainRef = vessel!.captain
print(type(of: captainRef))
print("retiring ship")
vessel = nil
print("ship gone")

func voyage() {
    let skiff = Ship(name: "Skiff", captainName: "Ng")
    skiff.addCabin(9)
    print(skiff.cabins[0].label)
}
voyage()
print("end")

// expect: captain Ruiz hired
// expect: ship Heron launched
// expect: Ruiz commands Heron
// expect: ["Heron-1", "Heron-2"]
// expect: Optional("Ruiz")
// expect: Optional<Captain>
// expect: retiring ship
// expect: ship Heron scrapped
// expect: cabin 1 cleared
// expect: cabin 2 cleared
// expect: ship gone
// expect: captain Ng hired
// expect: ship Skiff launched
// expect: Skiff-9
// expect: ship Skiff scrapped
// expect: captain Ng ashore
// expect: cabin 9 cleared
// expect: end
