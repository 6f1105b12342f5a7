// SwiftUI from Apple's documentation: Combine, Publisher.assign(to:) (life cycle)
// Source: developer.apple.com/documentation/combine/publisher/assign(to:): "The assign(to:)
// operator manages the life cycle of the subscription, canceling the subscription automatically
// when the Published instance deinitializes. Because of this, the assign(to:) operator doesn't
// return an AnyCancellable that you're responsible for like assign(to:on:) does."
// Publisher.map(_:): "Transforms all elements from the upstream publisher with a provided closure."
import Combine

final class Temperature: ObservableObject {
    @Published var celsius: Double = 0
    @Published var fahrenheit: Double = 0
    init() {
        $celsius
            .map { $0 * 9 / 5 + 32 }
            .assign(to: &$fahrenheit)
    }
    deinit { print("Temperature deinit") }
}

var reading: Temperature? = Temperature()
print("0 C is \(reading!.fahrenheit) F")
reading!.celsius = 100
print("100 C is \(reading!.fahrenheit) F")
reading!.celsius = -40
print("-40 C is \(reading!.fahrenheit) F")
reading = nil
print("released")

// expect: 0 C is 32.0 F
// expect: 100 C is 212.0 F
// expect: -40 C is -40.0 F
// expect: Temperature deinit
// expect: released
