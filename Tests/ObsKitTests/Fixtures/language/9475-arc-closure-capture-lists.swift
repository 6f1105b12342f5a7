// ARC with closures: strong cycles through self, capture lists with weak/unowned, deinit messages (expected output from swiftc 6.3.1 on Linux)
final class RoomThermostat {
    let room: String
    var target: Int
    lazy var statusLine: () -> String = { [unowned self] in
        self.target >= 22 ? "\(self.room): warm mode (\(self.target)°)" : "\(self.room): eco mode (\(self.target)°)"
    }
    init(room: String, target: Int) { self.room = room; self.target = target }
    deinit { print("thermostat in \(room) removed") }
}

var study: RoomThermostat? = RoomThermostat(room: "study", target: 20)
print(study!.statusLine())
study!.target = 23
print(study!.statusLine())
study = nil

let hall = RoomThermostat(room: "hall", target: 18)
let originalStatus = hall.statusLine
hall.statusLine = { [weak hall] in "override for " + (hall?.room ?? "gone") }
print(hall.statusLine(), "|", originalStatus())

final class Leaky {
    let id: Int
    var onTick: (() -> Void)?
    init(id: Int) { self.id = id }
    func arm() { onTick = { print("tick from \(self.id)") } }
    func disarm() { onTick = nil }
    deinit { print("Leaky \(id) deinit") }
}
var leaky: Leaky? = Leaky(id: 1)
leaky!.arm()
leaky!.onTick?()
leaky!.disarm()
leaky = nil
print("cycle broken manually")

final class Timer {
    let label: String
    var handler: (() -> String)?
    init(label: String) { self.label = label }
    deinit { print("Timer \(label) deinit") }
}
var weakTimer: Timer? = Timer(label: "weak")
weakTimer!.handler = { [weak weakTimer] in
    guard let t = weakTimer else { return "timer missing" }
    return "fired \(t.label)"
}
let savedHandler = weakTimer!.handler!
print(savedHandler())
weakTimer = nil
print(savedHandler())

final class Loader {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("Loader \(name) deinit") }
    func makeCallbacks() -> (strong: () -> String, weak: () -> String) {
        let strong = { [self] in "strong sees \(name)" }
        let weak = { [weak self] in "weak sees \(self?.name ?? "nil")" }
        return (strong, weak)
    }
}
var loader: Loader? = Loader(name: "L1")
var callbacks: (strong: () -> String, weak: () -> String)? = loader!.makeCallbacks()
loader = nil
print(callbacks!.strong(), "/", callbacks!.weak())
print("dropping strong callback")
callbacks = nil
var count = 0
let snapshot = { [count] in "captured \(count)" }
count = 5
print(snapshot(), "live \(count)")
print("end")

// expect: study: eco mode (20°)
// expect: study: warm mode (23°)
// expect: thermostat in study removed
// expect: override for hall | hall: eco mode (18°)
// expect: tick from 1
// expect: Leaky 1 deinit
// expect: cycle broken manually
// expect: fired weak
// expect: Timer weak deinit
// expect: timer missing
// expect: strong sees L1 / weak sees L1
// expect: dropping strong callback
// expect: Loader L1 deinit
// expect: captured 0 live 5
// expect: end
