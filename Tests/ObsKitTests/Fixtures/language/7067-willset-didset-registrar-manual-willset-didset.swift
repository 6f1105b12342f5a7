// Blog style (willSet/didSet registrar): manual willSet/didSet calls on the registrar
import Observation

final class Meter: Observable {
    private let registrar = ObservationRegistrar()
    private var _reading = 0.0

    var reading: Double {
        get {
            registrar.access(self, keyPath: \.reading)
            return _reading
        }
        set {
            registrar.willSet(self, keyPath: \.reading)
            _reading = newValue
            registrar.didSet(self, keyPath: \.reading)
        }
    }
}

let m = Meter()
var notes: [String] = []
for round in 1...3 {
    withObservationTracking {
        notes.append("read \(m.reading)")
    } onChange: {
        notes.append("change #\(round)")
    }
    m.reading = Double(round) * 1.5
    m.reading += 0.25
}
for n in notes { print(n) }
print("final reading \(m.reading)")
// expect: read 0.0
// expect: change #1
// expect: read 1.75
// expect: change #2
// expect: read 3.25
// expect: change #3
// expect: final reading 4.75
