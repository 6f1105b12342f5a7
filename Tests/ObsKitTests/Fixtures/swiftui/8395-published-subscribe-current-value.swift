// SwiftUI from Apple's documentation: Combine, Published (a subscriber receives the current value)
// Source: developer.apple.com/documentation/combine/published: in the Weather example the sink
// prints "Temperature now: 20.0" as soon as it subscribes, then 25.0 after the assignment, so a
// Published publisher delivers the property's current value to each new subscriber.
// AnyCancellable: "automatically calls cancel() when deinitialized".
import Combine

final class Thermostat {
    @Published var target = 19
}

let thermostat = Thermostat()
var first: AnyCancellable?
var second: AnyCancellable?

first = thermostat.$target.sink { print("first sees \($0)") }
thermostat.target = 21
thermostat.target = 22

print("subscribing the second")
second = thermostat.$target.sink { print("second sees \($0)") }
first = nil   // AnyCancellable "automatically calls cancel() when deinitialized"
thermostat.target = 23

// expect: first sees 19
// expect: first sees 21
// expect: first sees 22
// expect: subscribing the second
// expect: second sees 22
// expect: second sees 23
