// Swift book style (Protocols): a weak class-only delegate, protocol composition parameters, and delegate deinit order
protocol ThermostatDelegate: AnyObject {
    func thermostat(_ t: Thermostat, didChangeTo degrees: Int)
    func thermostatShouldHeat(_ t: Thermostat) -> Bool
}

extension ThermostatDelegate {
    func thermostatShouldHeat(_ t: Thermostat) -> Bool { true }
}

protocol Named { var name: String { get } }
protocol Located { var room: String { get } }

final class Thermostat: Named, Located {
    let name: String
    let room: String
    private(set) var degrees: Int
    weak var delegate: ThermostatDelegate?

    init(name: String, room: String, degrees: Int) {
        self.name = name
        self.room = room
        self.degrees = degrees
    }

    func adjust(by delta: Int) {
        if delta > 0, let d = delegate, !d.thermostatShouldHeat(self) {
            print("\(name): heating refused")
            return
        }
        degrees += delta
        delegate?.thermostat(self, didChangeTo: degrees)
    }
}

final class Logger: ThermostatDelegate {
    var entries: [String] = []
    func thermostat(_ t: Thermostat, didChangeTo degrees: Int) {
        entries.append("\(t.name)=\(degrees)")
    }
    deinit { print("logger gone after \(entries.count) entries") }
}

final class EcoMode: ThermostatDelegate {
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func thermostat(_ t: Thermostat, didChangeTo degrees: Int) {
        print("eco sees \(degrees)")
    }
    func thermostatShouldHeat(_ t: Thermostat) -> Bool { t.degrees < limit }
}

func label(_ thing: some Named & Located) -> String {
    "\(thing.name) in the \(thing.room)"
}

let hall = Thermostat(name: "T1", room: "hall", degrees: 18)
print(label(hall))
var logger: Logger? = Logger()
hall.delegate = logger
hall.adjust(by: 2)
hall.adjust(by: -1)
print(logger!.entries)
logger = nil
print("delegate is nil:", hall.delegate == nil)
hall.adjust(by: 1)
print("degrees now:", hall.degrees)

let eco = EcoMode(limit: 21)
hall.delegate = eco
hall.adjust(by: 1)
hall.adjust(by: 1)
hall.adjust(by: -3)

let things: [any Named & Located] = [hall, Thermostat(name: "T2", room: "attic", degrees: 12)]
print(things.map { label($0) }.sorted())

// expect: T1 in the hall
// expect: ["T1=20", "T1=19"]
// expect: logger gone after 2 entries
// expect: delegate is nil: true
// expect: degrees now: 20
// expect: eco sees 21
// expect: T1: heating refused
// expect: eco sees 18
// expect: ["T1 in the hall", "T2 in the attic"]
