// A variable declared without a value is read on a path where it was never set
// Written by an outside author (stop 28 corpus, file 7058); the message and its place are swiftc's on this machine.
func shippingCost(weight: Double, express: Bool) -> Double {
    var cost: Double
    if express {
        cost = 20 + weight * 2
    } else if weight > 10 {
        cost = 5 + weight
    }
    return cost
}

print(shippingCost(weight: 3, express: true))
print(shippingCost(weight: 12, express: false))

// expect-error: variable 'cost' used before being initialized
// expect-location: 9:12
