// Swift book style: Protocols: property and method requirements, FullyNamed and RandomNumberGenerator style
protocol FullyNamed {
    var fullName: String { get }
}

struct Person: FullyNamed {
    var fullName: String
}
let john = Person(fullName: "John Appleseed")
print(john.fullName)

class Starship: FullyNamed {
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
print(Starship(name: "Rocinante").fullName)

protocol NumberSource {
    mutating func next() -> Int
}

struct LinearCongruential: NumberSource {
    var state: Int
    let a = 3877, c = 29573, m = 139968
    mutating func next() -> Int {
        state = (state * a + c) % m
        return state
    }
}

var gen = LinearCongruential(state: 42)
print("Here's a number: \(gen.next())")
print("And another one: \(gen.next())")
print("And a third: \(gen.next())")

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
print("switch: \(lightSwitch)")
lightSwitch.toggle()
print("switch: \(lightSwitch)")

protocol Named {
    static var category: String { get }
    var name: String { get set }
}
struct Pet: Named {
    static var category: String { return "animal" }
    var name: String
}
var pet = Pet(name: "Rex")
pet.name += " Jr."
print("\(Pet.category): \(pet.name)")
let names: [FullyNamed] = [john, ncc1701]
print(names.map { $0.fullName }.joined(separator: " | "))
// expect: John Appleseed
// expect: USS Enterprise
// expect: Rocinante
// expect: Here's a number: 52439
// expect: And another one: 102040
// expect: And a third: 89085
// expect: switch: on
// expect: switch: off
// expect: animal: Rex Jr.
// expect: John Appleseed | USS Enterprise
