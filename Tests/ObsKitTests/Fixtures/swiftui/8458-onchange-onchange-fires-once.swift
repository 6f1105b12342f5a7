// SwiftUI from Apple's documentation: withObservationTracking(_:onChange:) (onChange fires once per tracking)
// Source: developer.apple.com/documentation/observation/withobservationtracking(_:onchange:): "Tracks
// access to properties ... informs the caller of value changes made to participating properties by way
// of the onChange closure." SE-0395 (Observation), which the Observation module implements: the tracking
// is for one change - after onChange runs, further changes are not reported unless the properties are
// tracked again. Two changes after one tracking call print one notice; a new call tracks again.
import Observation

@Observable
class Counter {
    var count = 0
}

let counter = Counter()

func track() {
    withObservationTracking {
        print("tracking count \(counter.count)")
    } onChange: {
        print("count changed")
    }
}

track()
counter.count += 1
counter.count += 1
print("after two changes: \(counter.count)")
track()
counter.count += 1
print("after a third change: \(counter.count)")

// expect: tracking count 0
// expect: count changed
// expect: after two changes: 2
// expect: tracking count 2
// expect: count changed
// expect: after a third change: 3
