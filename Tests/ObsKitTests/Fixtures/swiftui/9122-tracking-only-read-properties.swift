// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:) (only the properties read in apply are tracked)
// Apple's example: "the following code tracks changes to the name of cars, but it doesn't track changes to any
// other property of Car". Setting `needsRepairs` calls nothing; renaming a car calls `onChange`.
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

var cars = [Car(name: "Roadster"), Car(name: "Sedan")]

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
// expect: Sedan
cars[0].needsRepairs = true
cars[1].needsRepairs = true
print("repairs flagged")
// expect: repairs flagged
cars[1].name = "Coupe"
// expect: Schedule renderer.
