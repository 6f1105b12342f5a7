// Custom DynamicProperty: a wrapper nested in a wrapper (@Tracked holds @History, which holds @State)
// SwiftUI reflects a custom property's fields recursively and adds its update() box after its nested ones, so the
// inner History.update() runs before Tracked.update(), both before the body (rules §7.1, §7.2). Two nested writes in
// one action give one body (rules §10.1), named by the host's field `_target` (rules §7.3).
import SwiftUI

@propertyWrapper
struct History: DynamicProperty {
    @State private var values: [Int] = []

    init() {}

    var wrappedValue: [Int] { values }

    func record(_ value: Int) {
        values.append(value)
    }

    func update() {
        print("History.update: \(values.count) entries")
    }
}

@propertyWrapper
struct Tracked: DynamicProperty {
    @State private var current = 20
    @History private var history

    init() {}

    var wrappedValue: Int {
        get { current }
        nonmutating set {
            _history.record(current)
            current = newValue
        }
    }

    var projectedValue: [Int] { history }

    func update() {
        print("Tracked.update: \(current), history \(history)")
    }
}

struct Thermostat: View {
    @Tracked var target

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Target \(target), before: \($target.map(String.init).joined(separator: ", "))")
            Button("Warmer") { target += 1 }
        }
    }
}

:mount Thermostat()
// expect: History.update: 0 entries
// expect: Tracked.update: 20, history []
// expect: Thermostat: @self, @identity, _target changed.
:tap "Warmer"
// expect: History.update: 1 entries
// expect: Tracked.update: 21, history [20]
// expect: Thermostat: _target changed.
:tap "Warmer"
// expect: History.update: 2 entries
// expect: Tracked.update: 22, history [20, 21]
// expect: Thermostat: _target changed.
