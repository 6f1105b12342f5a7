// Blog style (nested): tracking follows reads through nested observable objects
import Observation

@Observable
final class Address {
    var street: String
    var zip: String
    init(street: String, zip: String) { self.street = street; self.zip = zip }
}

@Observable
final class Customer {
    var name: String
    var address: Address
    init(name: String, address: Address) { self.name = name; self.address = address }
}

let home = Address(street: "Main St", zip: "1000")
let c = Customer(name: "Kim", address: home)

withObservationTracking {
    print("ships to \(c.address.street)")
} onChange: {
    print("shipping info changing")
}

c.address.zip = "2000"
print("zip change not tracked")
c.address.street = "Elm St"
print("street now \(c.address.street)")

withObservationTracking {
    _ = c.address.zip
} onChange: {
    print("address swapped or zip changed")
}
c.address = Address(street: "Oak Ave", zip: "3000")
print("\(c.name) -> \(c.address.street) \(c.address.zip)")
// expect: ships to Main St
// expect: zip change not tracked
// expect: shipping info changing
// expect: street now Elm St
// expect: address swapped or zip changed
// expect: Kim -> Oak Ave 3000
