// rules §8.1, §15.6: a stored property of an `@Observable` class with `willSet`/`didSet` is still tracked (the
// macro skips only computed, static, `let` and `@ObservationIgnored` properties). The observers run inside the
// macro's setter; `+=` notifies; a plain `=` of an equal value runs the observers and notifies no one. Once the
// property has a value, an assignment in the class's own init runs the observers too (the property is
// computed). Checked against the toolchain's Observation macro (Swift 6.3.1), run with swiftc.
// Source: https://developer.apple.com/documentation/observation/observable(),
// https://github.com/swiftlang/swift/pull/78151 (equal values don't notify).
@Observable final class Meter377 {
    var level = 1 {
        willSet { print("will", newValue) }
        didSet { print("did", oldValue, "->", level) }
    }
    init() { level = 2 }
}

struct Gauge377: View {
    @State private var meter = Meter377()
    var body: some View {
        let _ = Self._printChanges()
        Text("level \(meter.level)")
        Button("Up") { meter.level += 1 }
        Button("Same") { meter.level = 3 }
    }
}

:mount Gauge377()
:tap "Up"
:tap "Same"

// expect: will 2
// expect: did 1 -> 2
// expect: Gauge377: @self, @identity, _meter changed.
// expect: will 3
// expect: did 2 -> 3
// expect: Gauge377: @dependencies changed.
// expect: will 3
// expect: did 3 -> 3
