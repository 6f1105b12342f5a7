// SwiftUI from Apple's documentation: withObservationTracking's onChange is called once, for the first change
// Apple, withObservationTracking(_:onChange:) (https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:)):
// tracks the properties read in `apply` and informs the caller of changes through `onChange`. SE-0395
// (https://github.com/swiftlang/swift-evolution/blob/main/proposals/0395-observability.md) says it calls out "upon the
// first change"; the recorded run in https://zenn.dev/hmhv/articles/0f1bd3752cbf21 prints "count changed" once for two
// increments.
import Observation

@Observable
final class Counter {
    var count = 0
}

let counter = Counter()
withObservationTracking {
    print("count : \(counter.count)")
} onChange: {
    print("count changed")
}
counter.count += 1
counter.count += 1
print("final \(counter.count)")
// expect: count : 0
// expect: count changed
// expect: final 2
