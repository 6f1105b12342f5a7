// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:) (tracking follows the reads that actually happened)
// Tracking records the property accesses `apply` made when it ran. With `useMetric` true it reads `useMetric` and
// `kilometers`, never `miles`, so writing `miles` calls nothing; writing `kilometers` calls onChange.
import Observation

@Observable final class Trip {
    var useMetric = true
    var kilometers = 10.0
    var miles = 6.2
}

let trip = Trip()

func distanceText() -> String {
    trip.useMetric ? "\(trip.kilometers) km" : "\(trip.miles) mi"
}

let shown = withObservationTracking {
    distanceText()
} onChange: {
    print("distance text must be recomputed")
}
print("showing \(shown)")
// expect: showing 10.0 km
trip.miles = 7.0
print("miles written")
// expect: miles written
trip.kilometers = 12.5
// expect: distance text must be recomputed
