// SwiftUI from Apple's documentation: Combine, Published (the Weather example)
// Source: developer.apple.com/documentation/combine/published: "When the property changes,
// publishing occurs in the property's willSet block, meaning subscribers receive the new value
// before it's actually set on the property. In the above example, the second time the sink
// executes its closure, it receives the parameter value 25. However, if the closure evaluated
// weather.temperature, the value returned would be 20." The example prints 20.0 on subscribing.
import Combine

class Weather {
    @Published var temperature: Double
    init(temperature: Double) {
        self.temperature = temperature
    }
}

let weather = Weather(temperature: 20)
var cancellable: AnyCancellable?
cancellable = weather.$temperature
    .sink() {
        print("Temperature now: \($0)")
        print("property still holds \(weather.temperature)")
    }
weather.temperature = 25
print("after the assignment: \(weather.temperature)")

// expect: Temperature now: 20.0
// expect: property still holds 20.0
// expect: Temperature now: 25.0
// expect: property still holds 20.0
// expect: after the assignment: 25.0
