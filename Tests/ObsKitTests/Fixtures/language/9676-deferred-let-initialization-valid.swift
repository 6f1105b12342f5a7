// VALID: a `let` declared without a value and assigned exactly once on every path
// Written by an outside author (stop 28 corpus of near misses the compiler accepts, file 7090); expected output from swiftc on this machine.
enum Size {
    case small, medium, large
}

func price(for size: Size, member: Bool) -> Double {
    let base: Double
    switch size {
    case .small: base = 2.0
    case .medium: base = 3.0
    case .large: base = 4.0
    }
    let discount: Double
    if member {
        discount = 0.5
    } else {
        discount = 0
    }
    return base - discount
}

print(price(for: .small, member: false))
print(price(for: .large, member: true))

// expect: 2.0
// expect: 3.5
