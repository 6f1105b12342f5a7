// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:) (Apple's `render()` that tracks only the names of cars)
// Apple's example reads `car.name` for every car inside withObservationTracking and prints "Schedule
// renderer." in onChange: the names are tracked, no other property of Car is. The Car class is the one on
// Apple's Observable() page (`name`, `needsRepairs`).
// - Changing `needsRepairs` (never read in the closure) calls nothing.
// - The first name change calls onChange once. Tracking is then over: a second change calls nothing
//   until render() runs again, which reads (and tracks) the names anew.
import Observation

@Observable
class Car {
    var name: String = ""
    var needsRepairs: Bool = false

    init(name: String, needsRepairs: Bool = false) {
        self.name = name
        self.needsRepairs = needsRepairs
    }
}

let cars = [Car(name: "Roadster"), Car(name: "Coupe")]

func render() {
    withObservationTracking {
        for car in cars {
            print(car.name)
        }
    } onChange: {
        print("Schedule renderer.")
    }
}

render()
// expect: Roadster
// expect: Coupe
cars[0].needsRepairs = true
print("repairs flagged")
// expect: repairs flagged
cars[1].name = "Sedan"
// expect: Schedule renderer.
cars[0].name = "Cabriolet"
print("second rename done")
// expect: second rename done
render()
// expect: Cabriolet
// expect: Sedan
cars[1].name = "Wagon"
// expect: Schedule renderer.
