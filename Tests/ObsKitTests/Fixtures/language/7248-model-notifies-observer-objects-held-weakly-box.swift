// App architecture style (weak observers): a model notifies observer objects held weakly in a box array, pruning released ones
protocol TemperatureObserver: AnyObject {
    var name: String { get }
    func temperatureDidChange(from old: Double, to new: Double)
}

struct WeakBox {
    weak var value: TemperatureObserver?
}

final class Thermostat {
    private var observers: [WeakBox] = []
    var celsius: Double = 20 {
        didSet {
            guard celsius != oldValue else { return }
            observers.removeAll { $0.value == nil }
            observers.forEach { $0.value?.temperatureDidChange(from: oldValue, to: celsius) }
        }
    }
    func attach(_ o: TemperatureObserver) { observers.append(WeakBox(value: o)) }
    var liveObservers: [String] { observers.compactMap { $0.value?.name } }
}

final class Display: TemperatureObserver {
    let name: String
    init(name: String) { self.name = name }
    func temperatureDidChange(from old: Double, to new: Double) {
        let arrow = new > old ? "up" : "down"
        print("  \(name): \(old) -> \(new) (\(arrow))")
    }
    deinit { print("  \(name) deinit") }
}

final class Alarm: TemperatureObserver {
    let name = "alarm"
    let threshold: Double
    private(set) var triggered = 0
    init(threshold: Double) { self.threshold = threshold }
    func temperatureDidChange(from old: Double, to new: Double) {
        if old < threshold && new >= threshold { triggered += 1; print("  ALARM at \(new)") }
    }
}

let thermostat = Thermostat()
let alarm = Alarm(threshold: 25)
var hall: Display? = Display(name: "hall")
var kitchen: Display? = Display(name: "kitchen")
thermostat.attach(hall!)
thermostat.attach(alarm)
thermostat.attach(kitchen!)
print("observers:", thermostat.liveObservers)
print("set 22.5"); thermostat.celsius = 22.5
print("set 22.5 again"); thermostat.celsius = 22.5
print("drop hall"); hall = nil
print("set 26"); thermostat.celsius = 26
print("observers:", thermostat.liveObservers)
print("set 19"); thermostat.celsius = 19
print("drop kitchen"); kitchen = nil
print("set 30"); thermostat.celsius = 30
print("observers:", thermostat.liveObservers, "alarms:", alarm.triggered)

// expect: observers: ["hall", "alarm", "kitchen"]
// expect: set 22.5
// expect:   hall: 20.0 -> 22.5 (up)
// expect:   kitchen: 20.0 -> 22.5 (up)
// expect: set 22.5 again
// expect: drop hall
// expect:   hall deinit
// expect: set 26
// expect:   ALARM at 26.0
// expect:   kitchen: 22.5 -> 26.0 (up)
// expect: observers: ["alarm", "kitchen"]
// expect: set 19
// expect:   kitchen: 26.0 -> 19.0 (down)
// expect: drop kitchen
// expect:   kitchen deinit
// expect: set 30
// expect:   ALARM at 30.0
// expect: observers: ["alarm"] alarms: 2
