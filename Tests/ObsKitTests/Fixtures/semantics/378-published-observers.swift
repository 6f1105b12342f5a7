// rules §6, §15.6: `@Published var x { didSet }` runs `willSet` before the wrapper's setter and `didSet` after
// it, so after objectWillChange and the `$x` subscribers; every set runs them, an equal one too, and an equal
// set still re-runs the observing view (@Published has no equality check). `dropFirst()` skips the value a
// new subscriber gets first.
// Source: The Swift Programming Language, "Property Observers" and "Property Wrappers" (observers of a wrapped
// property run around its setter); https://developer.apple.com/documentation/combine/published;
// https://developer.apple.com/documentation/combine/publisher/dropfirst(_:).
final class Mixer378: ObservableObject {
    @Published var gain = 1 {
        willSet { print("willSet", newValue) }
        didSet { print("didSet", oldValue, "->", gain) }
    }
}

struct Panel378: View {
    @StateObject private var mixer = Mixer378()
    var body: some View {
        let _ = Self._printChanges()
        Text("gain \(mixer.gain)")
        Button("Boost") { mixer.gain = 2 }
            .onReceive(mixer.$gain.dropFirst()) { print("received", $0) }
    }
}

:mount Panel378()
:tap "Boost"
:tap "Boost"

// expect: Panel378: @self, @identity, _mixer changed.
// expect: willSet 2
// expect: received 2
// expect: didSet 1 -> 2
// expect: Panel378: _mixer changed.
// expect: willSet 2
// expect: received 2
// expect: didSet 2 -> 2
// expect: Panel378: _mixer changed.
