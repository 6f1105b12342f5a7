// Methods: instance methods, self, mutating methods, assigning to self, static and class methods
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A greenhouse: a watering log, a seed tray that slides along a rail, a fan, and keycard floors.
class WaterLog {
    var liters = 0
    func record() { liters += 1 }
    func record(liters amount: Int) { liters += amount }
    func clear() { liters = 0 }
}
let log = WaterLog()
log.record()
log.record(liters: 7)
print(log.liters)
log.clear()
print(log.liters)

struct TrayPosition {
    var rail = 0.0, shelf = 0.0
    func isPast(rail: Double) -> Bool { self.rail > rail }
    mutating func slide(rail dr: Double, shelf ds: Double) {
        rail += dr
        shelf += ds
    }
    mutating func park() { self = TrayPosition(rail: 0, shelf: -2) }
}
var tray = TrayPosition(rail: 4.0, shelf: 2.0)
tray.slide(rail: 1.5, shelf: -1.0)
print("Tray sits at rail \(tray.rail), shelf \(tray.shelf)", tray.isPast(rail: 6.0))
tray.park()
print(tray.rail, tray.shelf)

enum FanSpeed {
    case idle, breeze, gale
    mutating func bump() {
        switch self {
        case .idle: self = .breeze
        case .breeze: self = .gale
        case .gale: self = .idle
        }
    }
}
var fan = FanSpeed.breeze
fan.bump(); print(fan)
fan.bump(); print(fan)

struct KeycardReader {
    static var topFloor = 1
    var floor = 1
    static func grant(_ floor: Int) {
        if floor > topFloor { topFloor = floor }
    }
    static func allows(_ floor: Int) -> Bool { floor <= topFloor }
    @discardableResult
    mutating func ride(to floor: Int) -> Bool {
        if KeycardReader.allows(floor) { self.floor = floor; return true }
        return false
    }
}
var reader = KeycardReader()
KeycardReader.grant(4)
print(reader.ride(to: 3), reader.ride(to: 9), reader.floor)
reader.ride(to: 2)
print(reader.floor, KeycardReader.topFloor)

class Plant {
    class func family() -> String { "plant" }
    static func label() -> String { "tagging a \(family())" }
}
class Fern: Plant { override class func family() -> String { "fern" } }
print(Plant.label(), Fern.label())
// expect: 8
// expect: 0
// expect: Tray sits at rail 5.5, shelf 1.0 false
// expect: 0.0 -2.0
// expect: gale
// expect: idle
// expect: true false 3
// expect: 2 4
// expect: tagging a plant tagging a fern
