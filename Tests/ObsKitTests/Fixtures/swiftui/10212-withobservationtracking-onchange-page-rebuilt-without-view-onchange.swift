// Apple docs style: the withObservationTracking(_:onChange:) page, rebuilt without a view: onChange fires once, at the first willSet of a property the closure read (before the new value is stored), and not for a property it did not read (rules §8.2, T2)
import Observation

@Observable
final class Thermometer {
    var reading = 18
    var unit = "C"
}

let sensor = Thermometer()

withObservationTracking {
    print("tracked reading \(sensor.reading)")
} onChange: {
    print("onChange: reading is still \(sensor.reading)")
}

sensor.unit = "F"
print("unit set")
sensor.reading = 21
print("after first set \(sensor.reading)")
sensor.reading = 22
print("after second set \(sensor.reading)")

// expect: tracked reading 18
// expect: unit set
// expect: onChange: reading is still 18
// expect: after first set 21
// expect: after second set 22
