// Swift book style: protocol requirements
// Checks: property requirements (get, get set), method requirements, static
// requirements, mutating requirements on enums/structs, init requirements on classes
// (required) and structs, protocols used as types in arrays and parameters.

protocol FullyNamed {
    var fullName: String { get }
}

struct Person: FullyNamed {
    var fullName: String
}
let john = Person(fullName: "John Appleseed")
print(john.fullName)

final class Starship: FullyNamed {
    var prefix: String?
    var name: String
    init(name: String, prefix: String? = nil) {
        self.name = name
        self.prefix = prefix
    }
    var fullName: String {
        return (prefix != nil ? prefix! + " " : "") + name
    }
}
let ncc1701 = Starship(name: "Enterprise", prefix: "USS")
print(ncc1701.fullName)

protocol RandomNumberGenerator {
    func random() -> Double
}
final class LinearCongruentialGenerator: RandomNumberGenerator {
    var lastRandom = 42.0
    let m = 139968.0
    let a = 3877.0
    let c = 29573.0
    func random() -> Double {
        lastRandom = ((lastRandom * a + c).truncatingRemainder(dividingBy: m))
        return lastRandom / m
    }
}
let generator = LinearCongruentialGenerator()
print("Here's a random number: \(generator.random())")
print("And another one: \(generator.random())")

protocol Togglable {
    mutating func toggle()
}
enum OnOffSwitch: Togglable {
    case off, on
    mutating func toggle() {
        switch self {
        case .off: self = .on
        case .on: self = .off
        }
    }
}
var lightSwitch = OnOffSwitch.off
lightSwitch.toggle()
print(lightSwitch)

struct Counter: Togglable {
    var flips = 0
    mutating func toggle() { flips += 1 }
}
var togglables: [any Togglable] = [OnOffSwitch.on, Counter()]
for i in togglables.indices {
    togglables[i].toggle()
    togglables[i].toggle()
    togglables[i].toggle()
}
for t in togglables {
    if let s = t as? OnOffSwitch { print("switch \(s)") }
    if let c = t as? Counter { print("counter \(c.flips)") }
}

protocol Named {
    init(name: String)
    var name: String { get set }
    static var defaultName: String { get }
}
class Pet: Named {
    var name: String
    required init(name: String) { self.name = name }
    class var defaultName: String { "Pet" }
}
final class Dog: Pet {
    override class var defaultName: String { "Rex" }
}
struct Robot: Named {
    var name: String
    static let defaultName = "Unit-1"
}
func makeDefault<T: Named>(_ type: T.Type) -> T {
    T(name: T.defaultName)
}
print(makeDefault(Pet.self).name, makeDefault(Robot.self).name, makeDefault(Dog.self).name)

// Settable requirement modified through the protocol type
func rename(_ thing: inout some Named, to newName: String) {
    thing.name = newName
}
var robot = Robot(name: "R2")
rename(&robot, to: "R3")
print(robot.name)

// Protocol as a parameter and return type
struct Dice {
    let sides: Int
    let generator: any RandomNumberGenerator
    func roll() -> Int {
        return Int(generator.random() * Double(sides)) + 1
    }
}
let d6 = Dice(sides: 6, generator: LinearCongruentialGenerator())
var rolls: [Int] = []
for _ in 1...5 {
    rolls.append(d6.roll())
}
print("rolls \(rolls)")

// Requirement satisfied by a stored let
protocol Identified { var id: Int { get } }
struct Ticket: Identified { let id: Int }
let ids: [any Identified] = [Ticket(id: 3), Ticket(id: 9)]
print(ids.map(\.id))

// expect: John Appleseed
// expect: USS Enterprise
// expect: Here's a random number: 0.3746499199817101
// expect: And another one: 0.729023776863283
// expect: on
// expect: switch off
// expect: counter 3
// expect: Pet Unit-1 Rex
// expect: R3
// expect: rolls [3, 5, 4, 5, 4]
// expect: [3, 9]
