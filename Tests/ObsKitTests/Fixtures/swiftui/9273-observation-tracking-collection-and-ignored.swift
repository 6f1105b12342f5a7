// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observationignored() (what withObservationTracking sees: a collection property, the objects in it, and an @ObservationIgnored property)
// A garage is @Observable: `cars` (an array of @Observable cars) is tracked; `lastVisitor`, marked
// @ObservationIgnored, is not. The apply closure reads the count, each car's name and the last visitor; each
// onChange re-arms by tracking again (as SwiftUI does by running a body again).
// - Appending a car changes `cars`: onChange runs once.
// - Renaming the new car (read after re-arming) calls onChange.
// - Writing the ignored `lastVisitor` calls nothing, though the closure read it.
import Observation

@Observable
final class Car {
    var name: String
    init(name: String) { self.name = name }
}

@Observable
final class Garage {
    var cars = [Car(name: "Roadster")]
    @ObservationIgnored var lastVisitor = "nobody"
}

let garage = Garage()
var changes = 0

func track() {
    withObservationTracking {
        let names = garage.cars.map(\.name).joined(separator: ", ")
        print("\(garage.cars.count) cars: \(names); last visitor \(garage.lastVisitor)")
    } onChange: {
        changes += 1
        print("change \(changes)")
    }
}

track()
// expect: 1 cars: Roadster; last visitor nobody
garage.cars.append(Car(name: "Coupe"))
// expect: change 1
track()
// expect: 2 cars: Roadster, Coupe; last visitor nobody
garage.cars[1].name = "Sedan"
// expect: change 2
track()
// expect: 2 cars: Roadster, Sedan; last visitor nobody
garage.lastVisitor = "Ana"
print("visitor written, changes so far: \(changes)")
// expect: visitor written, changes so far: 2
