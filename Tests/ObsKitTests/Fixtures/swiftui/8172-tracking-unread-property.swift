// SwiftUI from Apple's documentation: withObservationTracking ignores properties its apply closure didn't read
// Apple, withObservationTracking(_:onChange:) (https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:)):
// the example "tracks changes to the name of cars, but it doesn't track changes to any other property of Car". The
// recorded run in https://zenn.dev/hmhv/articles/0f1bd3752cbf21 shows that changing an unread `count2` prints nothing.
import Observation

@Observable
final class Car {
    var name = "Roadster"
    var needsRepairs = false
}

let car = Car()
withObservationTracking {
    print("tracking \(car.name)")
} onChange: {
    print("Schedule renderer.")
}
car.needsRepairs = true
print("repairs flagged")
car.name = "Coupe"
print("renamed")
// expect: tracking Roadster
// expect: repairs flagged
// expect: Schedule renderer.
// expect: renamed
