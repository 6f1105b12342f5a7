// Big Nerd Ranch style (properties): lazy stored properties, property observers, computed get/set, and type properties
struct Town {
    static let world = "Earth"
    static var townCount = 0
    let region = "Middle"
    var population = 5_422 {
        willSet(newPopulation) {
            print("The population will change to \(newPopulation) from \(population).")
        }
        didSet {
            print("Changed by \(population - oldValue).")
        }
    }
    var numberOfStoplights = 4
    enum Size { case small, medium, large }
    lazy var townSize: Size = {
        print("computing town size")
        switch self.population {
        case 0...10_000: return .small
        case 10_001...100_000: return .medium
        default: return .large
        }
    }()
    var sizeDescription: Size {
        switch population {
        case 0...10_000: return .small
        case 10_001...100_000: return .medium
        default: return .large
        }
    }
    init() { Town.townCount += 1 }
}
var myTown = Town()
print(myTown.townSize)
myTown.population = 1_000_000
print(myTown.townSize, myTown.sizeDescription)
print(myTown.townSize)
_ = Town()
print(Town.townCount, Town.world)

struct Temperature {
    var celsius: Double = 0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var kelvin: Double {
        get { celsius + 273.15 }
        set(k) { celsius = k - 273.15 }
    }
}
var t = Temperature()
t.fahrenheit = 212
print(t.celsius, t.fahrenheit)
t.kelvin = 0
print(t.celsius)

class Monster {
    class var spookyNoise: String { "Grrr" }
    static let isTerrifying = true
    var name = "Monster"
    private(set) var victimPool = 0
    func terrorize(_ n: Int) { victimPool += n; print("\(name) \(Self.spookyNoise) pool=\(victimPool)") }
}
class Zombie: Monster {
    override class var spookyNoise: String { "Brains..." }
}
let z = Zombie()
z.name = "Fred"
z.terrorize(3)
Monster().terrorize(1)
print(Zombie.spookyNoise, Monster.isTerrifying, z.victimPool)

// expect: computing town size
// expect: small
// expect: The population will change to 1000000 from 5422.
// expect: Changed by 994578.
// expect: small large
// expect: small
// expect: 2 Earth
// expect: 100.0 212.0
// expect: -273.15
// expect: Fred Brains... pool=3
// expect: Monster Grrr pool=1
// expect: Brains... true 3
