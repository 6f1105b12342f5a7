// Blog style (computed): computed properties are tracked through their stored dependencies
import Observation

@Observable
final class Cart {
    var items: [Double] = []
    var discount = 0.0

    var total: Double {
        let sum = items.reduce(0, +)
        return sum - sum * discount
    }
    var isEmpty: Bool { items.isEmpty }
}

let cart = Cart()
func watchTotal(_ tag: String) {
    withObservationTracking {
        print("[\(tag)] total = \(cart.total)")
    } onChange: {
        print("[\(tag)] total is about to change")
    }
}

watchTotal("a")
cart.items.append(10)
cart.items.append(5)
watchTotal("b")
cart.discount = 0.5
print("total now \(cart.total), empty: \(cart.isEmpty)")

withObservationTracking {
    _ = cart.isEmpty
} onChange: {
    print("isEmpty dependency changed")
}
cart.discount = 0.25
cart.items.removeAll()
print("empty: \(cart.isEmpty)")
// expect: [a] total = 0.0
// expect: [a] total is about to change
// expect: [b] total = 15.0
// expect: [b] total is about to change
// expect: total now 7.5, empty: false
// expect: isEmpty dependency changed
// expect: empty: true
