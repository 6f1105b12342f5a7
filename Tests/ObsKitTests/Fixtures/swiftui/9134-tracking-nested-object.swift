// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:) (apply reads through a nested @Observable object)
// `apply` reads `car.engine` and then the engine's `rpm`: both accesses are tracked. Replacing the engine is a
// change to a tracked property and calls `onChange` (the car still holds the old engine then). Tracking is
// one-shot, so later writes to either engine call nothing.
import Observation

@Observable final class Engine {
    var rpm: Int
    init(rpm: Int) { self.rpm = rpm }
}

@Observable final class Car {
    var name = "Roadster"
    var engine = Engine(rpm: 800)
}

let car = Car()
let oldEngine = car.engine
withObservationTracking {
    print("tracking \(car.engine.rpm) rpm")
} onChange: {
    print("onChange: engine still at \(car.engine.rpm) rpm")
}
// expect: tracking 800 rpm
car.name = "Speedster"
car.engine = Engine(rpm: 1200)
// expect: onChange: engine still at 800 rpm
oldEngine.rpm = 5000
car.engine.rpm = 3000
print("now \(car.engine.rpm) rpm, old engine \(oldEngine.rpm) rpm")
// expect: now 3000 rpm, old engine 5000 rpm
