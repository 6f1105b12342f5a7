// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:) (onChange is called once, for the first change)
// `withObservationTracking` runs `apply` at once and tracks the properties it read; `onChange` is called when one
// of them changes. The tracking is one-shot: the first change calls `onChange`, later changes call nothing
// unless tracking is set up again.
import Observation

@Observable final class Counter {
    var count = 0
}

let counter = Counter()
withObservationTracking {
    print("apply reads \(counter.count)")
} onChange: {
    print("onChange")
}
// expect: apply reads 0
counter.count += 1
// expect: onChange
counter.count += 1
counter.count += 1
print("count is \(counter.count)")
// expect: count is 3
