// App model layer: an ObservableObject-free observer pattern with a generic Observable property
final class Observable<Value> {
    typealias Observer = (_ old: Value, _ new: Value) -> Void
    private var observers: [(id: Int, callback: Observer)] = []
    private var nextID = 0

    var value: Value {
        didSet { observers.forEach { $0.callback(oldValue, value) } }
    }

    init(_ value: Value) { self.value = value }

    @discardableResult
    func observe(fireImmediately: Bool = false, _ callback: @escaping Observer) -> Int {
        nextID += 1
        observers.append((nextID, callback))
        if fireImmediately { callback(value, value) }
        return nextID
    }

    func removeObserver(_ id: Int) { observers.removeAll { $0.id == id } }
}

struct Temperature { var celsius: Double }

final class ThermostatViewModel {
    let target = Observable(Temperature(celsius: 20))
    let isHeating = Observable(false)
    private(set) var statusText = ""
    var current: Double = 18 { didSet { update() } }

    init() {
        target.observe(fireImmediately: true) { [unowned self] _, _ in self.update() }
        isHeating.observe { old, new in
            if old != new { print("heating \(new ? "ON" : "OFF")") }
        }
    }

    private func update() {
        isHeating.value = current < target.value.celsius - 0.5
        statusText = "current \(current), target \(target.value.celsius)"
    }
}

let vm = ThermostatViewModel()
print(vm.statusText)
let logID = vm.target.observe { old, new in
    print("target \(old.celsius) -> \(new.celsius)")
}
vm.current = 19.6
vm.current = 19.4
vm.target.value.celsius = 19
vm.target.removeObserver(logID)
vm.target.value = Temperature(celsius: 22)
vm.current = 22
print(vm.statusText)

let name = Observable("")
var history: [String] = []
name.observe { _, new in history.append(new) }
for ch in "Swift" { name.value.append(ch) }
print(history)

// expect: current 18.0, target 20.0
// expect: heating OFF
// expect: heating ON
// expect: heating OFF
// expect: target 20.0 -> 19.0
// expect: heating ON
// expect: heating OFF
// expect: current 22.0, target 22.0
// expect: ["S", "Sw", "Swi", "Swif", "Swift"]
