// stack-overflow style (pitfall on purpose): struct vs class inside a @Published property — changing a field of a struct sets the whole value and publishes each time; changing a field of a class instance publishes nothing; assigning a new instance does (rules §6.3)
import Combine

struct Address {
    var city: String
    var zip: String
}

final class Notes {
    var text = ""
}

final class Customer: ObservableObject {
    @Published var address = Address(city: "Oslo", zip: "0150")
    @Published var notes = Notes()
}

let customer = Customer()
var changes = 0
let token = customer.objectWillChange.sink { _ in changes += 1 }

customer.address.city = "Bergen"
customer.address.zip = "5003"
print("after address edits: \(changes)")
customer.notes.text = "VIP"
customer.notes.text += "!"
print("after notes edits: \(changes), text \(customer.notes.text)")
customer.notes = Notes()
print("after new notes: \(changes), text '\(customer.notes.text)'")

// expect: after address edits: 2
// expect: after notes edits: 2, text VIP!
// expect: after new notes: 3, text ''
