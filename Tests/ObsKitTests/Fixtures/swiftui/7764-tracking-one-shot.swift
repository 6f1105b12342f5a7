// Observation in depth: withObservationTracking outside SwiftUI, its one-shot onChange
// `withObservationTracking` records the properties its closure read; `onChange` runs once, at the first willSet of
// one of them, before the new value is stored; tracking then ends, so later writes call nothing (rules §8.2, T2;
// Apple `observation/withobservationtracking(_:onchange:)`). An unread property never fires it (checked with swiftc 6.3.1).
import Observation

@Observable
final class Thermostat {
    var target = 20
    var mode = "auto"
}

let thermostat = Thermostat()

withObservationTracking {
    print("tracked read: target \(thermostat.target)")
} onChange: {
    print("onChange: target is still \(thermostat.target)")
}

thermostat.mode = "eco"
print("mode changed, no onChange")
thermostat.target = 22
thermostat.target = 23
print("now \(thermostat.target)")

// expect: tracked read: target 20
// expect: mode changed, no onChange
// expect: onChange: target is still 20
// expect: now 23
