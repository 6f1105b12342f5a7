// Observation in depth: withObservationTracking through computed properties, @ObservationIgnored, and equal writes
// A computed property is tracked through the stored ones its getter reads; an `@ObservationIgnored` one is not
// tracked (rules §8.1; Apple `observation/observable()`). `onChange` fires once (§8.2). An `=` of an equal value
// notifies nobody, `+= 0` notifies (§8.1, T12). Checked with swiftc 6.3.1's Observation module.
import Observation

@Observable
final class Basket {
    var apples = 3
    var pears = 2
    @ObservationIgnored var lastEditor = "nobody"

    var total: Int { apples + pears }
    var summary: String { "\(total) fruit, by \(lastEditor)" }
}

let basket = Basket()

withObservationTracking {
    print("summary: \(basket.summary)")
} onChange: {
    print("summary inputs changed")
}
basket.lastEditor = "Rae"
print("editor set")
basket.pears = 5
basket.apples = 1
print(basket.summary)

withObservationTracking {
    _ = basket.total
} onChange: {
    print("total inputs changed")
}
basket.apples = 1
print("apples set to the same value")
basket.apples += 0
print("done")

// expect: summary: 5 fruit, by nobody
// expect: editor set
// expect: summary inputs changed
// expect: 6 fruit, by Rae
// expect: apples set to the same value
// expect: total inputs changed
// expect: done
