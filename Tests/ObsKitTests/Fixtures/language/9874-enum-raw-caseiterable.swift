// Hacking with Swift style: enums with raw values, CaseIterable, associated values and methods

enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}

let earth = Planet(rawValue: 3)
print("Planet 3 is \(earth!)")
print("Planet 9 exists? \(Planet(rawValue: 9) != nil)")
print("There are \(Planet.allCases.count) planets")
for planet in Planet.allCases where planet.rawValue > 6 {
    print("\(planet.rawValue): \(planet)")
}

enum Weekday: String, CaseIterable {
    case monday = "Mon", tuesday = "Tue", wednesday = "Wed", thursday = "Thu", friday = "Fri"
    case saturday = "Sat", sunday = "Sun"

    var isWeekend: Bool {
        self == .saturday || self == .sunday
    }

    func next() -> Weekday {
        let all = Weekday.allCases
        let index = all.firstIndex(of: self)!
        return all[(index + 1) % all.count]
    }
}

print(Weekday.allCases.map(\.rawValue).joined(separator: " "))
print("Weekend days: \(Weekday.allCases.filter(\.isWeekend).map(\.rawValue))")
print("After Sun comes \(Weekday.sunday.next().rawValue)")
if let d = Weekday(rawValue: "Fri") {
    print("Parsed \(d), weekend? \(d.isWeekend)")
}

// String raw values default to the case name
enum Direction: String {
    case north, south, east, west
}
print(Direction.west.rawValue, Direction(rawValue: "south") == .south)

// Associated values
enum Activity {
    case bored
    case running(destination: String)
    case talking(topic: String)
    case singing(volume: Int)
}

let activities: [Activity] = [.bored, .running(destination: "the park"), .talking(topic: "football"), .singing(volume: 11), .singing(volume: 3)]
for activity in activities {
    switch activity {
    case .bored:
        print("Nothing to do")
    case .running(let destination):
        print("Running to \(destination)")
    case .talking(topic: let topic):
        print("Talking about \(topic)")
    case .singing(let volume) where volume > 10:
        print("Singing way too loud (\(volume))")
    case .singing(let volume):
        print("Singing at volume \(volume)")
    }
}

// Mutating an enum value
enum LightSwitch {
    case off, on
    mutating func toggle() {
        self = (self == .on) ? .off : .on
    }
}
var light = LightSwitch.off
light.toggle()
print("Light is \(light)")
light.toggle()
print("Light is \(light)")
// expect: Planet 3 is earth
// expect: Planet 9 exists? false
// expect: There are 8 planets
// expect: 7: uranus
// expect: 8: neptune
// expect: Mon Tue Wed Thu Fri Sat Sun
// expect: Weekend days: ["Sat", "Sun"]
// expect: After Sun comes Mon
// expect: Parsed friday, weekend? false
// expect: west true
// expect: Nothing to do
// expect: Running to the park
// expect: Talking about football
// expect: Singing way too loud (11)
// expect: Singing at volume 3
// expect: Light is on
// expect: Light is off
