// SwiftUI from Apple's documentation: withObservationTracking(_:onChange:) (the render() of car names)
// Source: developer.apple.com/documentation/observation/withobservationtracking(_:onchange:): "This method
// tracks access to any property within the apply closure, and informs the caller of value changes made
// to participating properties by way of the onChange closure. For example, the following code tracks
// changes to the name of cars, but it doesn't track changes to any other property of Car" - render()
// prints each car's name and onChange prints "Schedule renderer.".
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
print("-- repairs")
cars[0].needsRepairs = true
print("-- rename")
cars[1].name = "Cabriolet"
print("-- done")

// expect: Roadster
// expect: Coupe
// expect: -- repairs
// expect: -- rename
// expect: Schedule renderer.
// expect: -- done
