// Enumerations: declaring cases, inferred type with dot syntax, exhaustive switch, default, methods and mutating methods.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum WashCycle {
    case cotton
    case delicate
    case wool
    case quick
}
enum Room {
    case kitchen, hallway, bedroom, bathroom, attic, cellar, garage, study
}
var selectedCycle = WashCycle.quick
selectedCycle = .wool
switch selectedCycle {
case .cotton: print("Hot water, long spin")
case .delicate: print("Cold water, gentle spin")
case .wool: print("Lukewarm water, no spin")
case .quick: print("Thirty minutes, short spin")
}
let someRoom = Room.attic
switch someRoom {
case .kitchen: print("Mind the hot oven")
default: print("Nothing hot in here")
}
print(selectedCycle, someRoom, selectedCycle == .wool)
enum Switch {
    case off, on
    mutating func flip() { self = self == .on ? .off : .on }
    var symbol: String { self == .on ? "●" : "○" }
    func combined(with other: Switch) -> Switch { self == .on || other == .on ? .on : .off }
}
var lamp = Switch.off
lamp.flip()
print(lamp, lamp.symbol)
lamp.flip()
print(lamp, lamp.symbol, lamp.combined(with: .on))
enum TrafficLight {
    case red, yellow, green
    func next() -> TrafficLight {
        switch self {
        case .red: .green
        case .green: .yellow
        case .yellow: .red
        }
    }
}
var light = TrafficLight.red
var sequence: [TrafficLight] = []
for _ in 1...5 { sequence.append(light); light = light.next() }
print(sequence)
let rooms: [Room] = [.cellar, .study, .cellar]
print(rooms.filter { $0 == .cellar }.count, rooms.contains(.kitchen))

// expect: Lukewarm water, no spin
// expect: Nothing hot in here
// expect: wool attic true
// expect: on ●
// expect: off ○ on
// expect: [main.TrafficLight.red, main.TrafficLight.green, main.TrafficLight.yellow, main.TrafficLight.red, main.TrafficLight.green]
// expect: 2 false
