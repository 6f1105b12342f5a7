// Observation in depth style: withObservationTracking over a computed property tracks the stored properties the computation read (not the others), and one tracking closure can read two objects; either object's tracked change fires it once (rules §8.2, §8.1)
import Observation

@Observable
final class Order {
    var quantity = 1
    var unitPrice = 5
    var note = ""

    var total: Int { quantity * unitPrice }
}

let order = Order()
let backup = Order()

withObservationTracking {
    print("total \(order.total)")
} onChange: {
    print("total's inputs are changing")
}

order.note = "gift"
print("note set")
order.unitPrice = 6
order.quantity = 3
print("total now \(order.total)")

withObservationTracking {
    print("note \(order.note), backup quantity \(backup.quantity)")
} onChange: {
    print("note or backup changing")
}

order.quantity = 4
print("quantity set")
backup.quantity = 2
backup.quantity = 9
print("done")

// expect: total 5
// expect: note set
// expect: total's inputs are changing
// expect: total now 18
// expect: note gift, backup quantity 1
// expect: quantity set
// expect: note or backup changing
// expect: done
