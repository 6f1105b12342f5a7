// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observable() (a struct-typed property is tracked as one property)
// The macro tracks the class's stored properties. `address` is one stored property holding a struct, so reading
// `person.address.city` depends on `address`, and writing `person.address.street` is a write to `address`: the
// body runs although the city it shows did not change. `name` is not read.
import SwiftUI
import Observation

struct Address {
    var street: String
    var city: String
}

@Observable final class Person {
    var name = "Ada"
    var address = Address(street: "1 Main St", city: "London")
}

struct CityView: View {
    @State private var person = Person()

    var body: some View {
        let _ = print("body: \(person.address.city)")
        VStack {
            Text(person.address.city)
            Button("New street") { person.address.street = "2 High St" }
            Button("Rename") { person.name = "Grace" }
            Button("Move") { person.address.city = "Paris" }
        }
    }
}

:mount CityView()
// expect: body: London
:tap "Rename"
:tap "New street"
// expect: body: London
:tap "Move"
// expect: body: Paris
