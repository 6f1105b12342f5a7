// Observation in depth: one withObservationTracking over two objects, the way a renderer outside SwiftUI re-arms it
// The closure's reads on both objects are tracked; the first willSet of any of them calls `onChange` once, and later
// writes call nothing until the closure runs again (rules §8.2, T2; Apple `observation/withobservationtracking(_:
// onchange:)`). An unread property, or an equal `=` (§8.1), calls nothing. Checked with swiftc 6.3.1.
import Observation

@Observable
final class Sensor {
    var celsius = 18.0
    var battery = 90
}

@Observable
final class DisplayPrefs {
    var unit = "C"
}

let sensor = Sensor()
let prefs = DisplayPrefs()

func reading() -> String {
    prefs.unit == "C" ? "\(sensor.celsius) C" : "\(sensor.celsius * 9 / 5 + 32) F"
}

let first = withObservationTracking {
    reading()
} onChange: {
    print("reading needs a redraw")
}
print("shown: \(first)")
sensor.battery = 80
print("battery changed")
prefs.unit = "F"
sensor.celsius = 20.0
print("shown: \(reading())")

let second = withObservationTracking {
    reading()
} onChange: {
    print("redraw again")
}
print("shown: \(second)")
prefs.unit = "F"
print("same unit set")
sensor.celsius = 21.5
print("shown: \(reading())")

// expect: shown: 18.0 C
// expect: battery changed
// expect: reading needs a redraw
// expect: shown: 68.0 F
// expect: shown: 68.0 F
// expect: same unit set
// expect: redraw again
// expect: shown: 70.7 F
