// Observation in depth style: withObservationTracking through a nested path and a computed property (customer.label reads name, address and address.city); replacing the address fires it, a later change to the old address fires nothing, and a new registration follows the new address (rules §8.2, §8.1)
import Observation

@Observable
final class Address {
    var city = "Lyon"
}

@Observable
final class Customer {
    var name = "Elise"
    var address = Address()

    var label: String { "\(name), \(address.city)" }
}

let customer = Customer()

func track(_ tag: String) {
    withObservationTracking {
        print("\(tag) reads \(customer.label)")
    } onChange: {
        print("\(tag) onChange")
    }
}

track("A")
customer.address.city = "Nice"
track("B")
let oldAddress = customer.address
customer.address = Address()
oldAddress.city = "Paris"
track("C")
oldAddress.city = "Metz"
print("old address changed")
customer.address.city = "Pau"
print(customer.label)

// expect: A reads Elise, Lyon
// expect: A onChange
// expect: B reads Elise, Nice
// expect: B onChange
// expect: C reads Elise, Lyon
// expect: old address changed
// expect: C onChange
// expect: Elise, Pau
