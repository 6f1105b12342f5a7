// Blog style (basics): a first @Observable model and withObservationTracking firing once
import Observation

@Observable
final class Counter {
    var count = 0
    var label = "clicks"
}

let counter = Counter()
var fired = 0

withObservationTracking {
    print("tracking \(counter.label): \(counter.count)")
} onChange: {
    fired += 1
    print("onChange fired, count still \(counter.count)")
}

counter.count += 1
counter.count += 1
counter.label = "taps"
print("fired \(fired) time(s)")
print("final \(counter.label) = \(counter.count)")
// expect: tracking clicks: 0
// expect: onChange fired, count still 0
// expect: fired 1 time(s)
// expect: final taps = 2
