// SwiftUI from Apple's documentation: Published — https://developer.apple.com/documentation/combine/published (weather.$temperature's subscriber gets the current value, then each new one; publishing happens in willSet, so the property still holds the old value inside the sink)
import Combine

class Weather {
    @Published var temperature: Double
    init(temperature: Double) {
        self.temperature = temperature
    }
}

let weather = Weather(temperature: 20)
let cancellable = weather.$temperature
    .sink() {
        print ("Temperature now: \($0)")
        print ("Property still reads: \(weather.temperature)")
    }
weather.temperature = 25
// expect: Temperature now: 20.0
// expect: Property still reads: 20.0
// expect: Temperature now: 25.0
// expect: Property still reads: 20.0
