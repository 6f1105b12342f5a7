// Stack Overflow style (initializer delegation): designated vs convenience init order, required inits, and failable init
class Vehicle {
    var wheels: Int
    var log: [String]
    init(wheels: Int) {
        self.wheels = wheels
        log = ["Vehicle.init(wheels: \(wheels))"]
    }
    convenience init() {
        self.init(wheels: 4)
        log.append("Vehicle.convenience")
    }
    required init(label: String) {
        wheels = label.count
        log = ["Vehicle.required(\(label))"]
    }
}

class Bike: Vehicle {
    var bell: Bool
    override init(wheels: Int) {
        bell = true
        super.init(wheels: wheels)
        log.append("Bike.init bell=\(bell)")
    }
    required init(label: String) {
        bell = false
        super.init(label: label)
        log.append("Bike.required")
    }
}

print(Vehicle().log)
print(Bike().log, Bike().wheels)
print(Bike(label: "xy").log)
let types: [Vehicle.Type] = [Vehicle.self, Bike.self]
print(types.map { $0.init(label: "abc").log })

struct Percent {
    let value: Int
    init?(_ v: Int) {
        guard (0...100).contains(v) else { return nil }
        value = v
    }
    init(clamping v: Int) {
        self.init(min(max(v, 0), 100))!
    }
}
print(Percent(50)?.value as Any, Percent(150)?.value as Any, Percent(clamping: 150).value)

enum Suit: String {
    case hearts = "H", spades = "S"
    init?(symbol: Character) {
        self.init(rawValue: String(symbol))
    }
}
print(Suit(symbol: "H") as Any, Suit(symbol: "X") as Any, Suit(rawValue: "S")!)

class Loader {
    let name: String
    init?(name: String) {
        if name.isEmpty { return nil }
        self.name = name
    }
}
print(Loader(name: "") == nil, Loader(name: "a")!.name)

// expect: ["Vehicle.init(wheels: 4)", "Vehicle.convenience"]
// expect: ["Vehicle.init(wheels: 4)", "Bike.init bell=true", "Vehicle.convenience"] 4
// expect: ["Vehicle.required(xy)", "Bike.required"]
// expect: [["Vehicle.required(abc)"], ["Vehicle.required(abc)", "Bike.required"]]
// expect: Optional(50) nil 100
// expect: Optional(main.Suit.hearts) nil spades
// expect: true a
