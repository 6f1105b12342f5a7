// Apple docs style: withObservationTracking(_:onChange:) re-armed, as the Observation pages suggest for continuous observation: onChange schedules a main-actor Task that tracks again; a computed property is tracked through the stored ones it reads, and a change after the first willSet but before re-arming is seen only by the new read (rules §8.1, §8.2)
import Observation

@Observable
final class Order {
    var quantity = 1
    var unitPrice = 3
    var total: Int { quantity * unitPrice }
}

func watch(_ order: Order) {
    withObservationTracking {
        print("total is \(order.total)")
    } onChange: {
        Task { @MainActor in
            watch(order)
        }
    }
}

let order = Order()
watch(order)
order.quantity = 2
order.unitPrice = 5
print("set both")
:advance 1s
order.unitPrice = 4
print("set price")
:advance 1s

// expect: total is 3
// expect: set both
// expect: total is 10
// expect: set price
// expect: total is 8
