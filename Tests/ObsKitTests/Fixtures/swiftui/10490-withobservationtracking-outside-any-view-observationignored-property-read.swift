// Observation in depth style: withObservationTracking outside any view with an @ObservationIgnored property read in the tracked closure; changing the ignored property fires nothing, an equal assignment fires nothing, the first real change fires onChange once (rules §8.1, §8.2)
import Observation

@Observable
final class Meter {
    var reading = 10
    @ObservationIgnored var calibrations = 0
}

let meter = Meter()

withObservationTracking {
    print("read \(meter.reading), calibrations \(meter.calibrations)")
} onChange: {
    print("changed, reading still \(meter.reading)")
}

meter.calibrations += 1
meter.calibrations += 1
print("calibrated \(meter.calibrations) times")
meter.reading = 10
print("equal write done")
meter.reading = 12
meter.reading = 14
print("reading \(meter.reading)")

// expect: read 10, calibrations 0
// expect: calibrated 2 times
// expect: equal write done
// expect: changed, reading still 10
// expect: reading 14
