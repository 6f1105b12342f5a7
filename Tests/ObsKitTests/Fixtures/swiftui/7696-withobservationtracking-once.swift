// Style: Swift Forums thread. Forum question: "withObservationTracking's onChange only fires the first time my property changes. How do I keep observing?"
// Observation: onChange fires once, at the first willSet of any property the apply closure read, before the new value is stored; tracking then ends
// (rules §8.2, T2; OBS `ObservationTracking.swift`). Properties not read are not tracked (rules §8). To keep observing, register again from onChange;
// the new registration reads the old value and is told of the next change (rules §8.2).
import Observation

@Observable
final class Thermometer {
    var celsius = 20
    var room = "Kitchen"
}

let oneShot = Thermometer()
withObservationTracking {
    print("tracking reads \(oneShot.celsius)")
} onChange: {
    print("onChange: celsius still \(oneShot.celsius)")
}
// expect: tracking reads 20
oneShot.room = "Hall"
oneShot.celsius = 21
// expect: onChange: celsius still 20
oneShot.celsius = 22
oneShot.celsius = 23
print("after three writes: \(oneShot.celsius)")
// expect: after three writes: 23

let repeating = Thermometer()
func observeCelsius(of thermometer: Thermometer) {
    withObservationTracking {
        _ = thermometer.celsius
    } onChange: {
        print("celsius will change from \(thermometer.celsius)")
        observeCelsius(of: thermometer)
    }
}
observeCelsius(of: repeating)
repeating.celsius = 30
// expect: celsius will change from 20
repeating.celsius = 31
// expect: celsius will change from 30
repeating.room = "Attic"
repeating.celsius = 32
// expect: celsius will change from 31
