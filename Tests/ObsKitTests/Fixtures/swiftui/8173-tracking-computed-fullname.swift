// SwiftUI from Apple's documentation: withObservationTracking follows reads made through a computed property
// SE-0395 Observation (https://github.com/swiftlang/swift-evolution/blob/main/proposals/0395-observability.md): accesses
// are recognized for "properties that are accessed via computed property accesses"; with Person.fullName built from
// firstName and lastName, "Whenever the person's firstName or lastName properties are updated, the onChange closure
// will be called". Changing `age`, which the closure never read, calls nothing.
import Observation

@Observable
final class Person {
    var firstName = "Ada"
    var lastName = "Byron"
    var age = 36
    var fullName: String { "\(firstName) \(lastName)" }
}

let person = Person()
withObservationTracking {
    print("render \(person.fullName)")
} onChange: {
    print("fullName inputs changed")
}
person.age = 37
print("age set")
person.lastName = "Lovelace"
print("lastName set")
// expect: render Ada Byron
// expect: age set
// expect: fullName inputs changed
// expect: lastName set
