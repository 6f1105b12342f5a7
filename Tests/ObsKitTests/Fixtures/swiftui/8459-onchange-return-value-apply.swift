// SwiftUI from Apple's documentation: withObservationTracking(_:onChange:) (the return value of apply)
// Source: developer.apple.com/documentation/observation/withobservationtracking(_:onchange:): "Return Value:
// The value that the apply closure returns if it has a return value"; onChange is "The closure invoked
// when the value of a property changes" - a property read while computing that value. A property the
// closure doesn't read (discount) doesn't call onChange; the read one (price) does.
import Observation

@Observable
class Item {
    var price = 10
    var quantity = 3
    var discount = 0
}

let item = Item()

let total = withObservationTracking {
    item.price * item.quantity
} onChange: {
    print("total is out of date")
}

print("total: \(total)")
item.discount = 5
print("discount set")
item.price = 12
print("price set")

// expect: total: 30
// expect: discount set
// expect: total is out of date
// expect: price set
