// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observable() (an @Observable class used from plain Swift code)
// The macro "adds observation support to a custom type and conforms the type to the Observable protocol". The
// class stays an ordinary class: its init runs, it has reference semantics, and code outside any view reads and
// writes it. Generic code can require `Observable`.
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

func describe<T: Observable & AnyObject>(_ object: T) -> String {
    "an observable \(type(of: object))"
}

let car = Car(name: "Roadster")
let sameCar = car
sameCar.needsRepairs = true
print(car.name, car.needsRepairs)
// expect: Roadster true
print(car === sameCar)
// expect: true
print(describe(car))
// expect: an observable Car
let value = withObservationTracking {
    car.name.count
} onChange: {
    print("name will change")
}
print("apply returned \(value)")
// expect: apply returned 8
sameCar.name = "Speedster"
// expect: name will change
print(car.name)
// expect: Speedster
