// Apple: Published ("the publisher ... emits the new value in the property's willSet block, before the property is actually set"; "$temperature.sink" replays the current value on subscription); SEMANTICS §6 and T1; Combine dropFirst/removeDuplicates
import Combine

final class Thermostat {
    @Published var target: Double

    init(target: Double) {
        self.target = target
    }
}

let hall = Thermostat(target: 19.5)
var first: AnyCancellable? = hall.$target.sink { value in
    print("target now \(value), stored \(hall.target)")
}
hall.target = 21
first?.cancel()
first = nil

let changes = hall.$target
    .dropFirst()
    .removeDuplicates()
    .sink { print("changed to \($0)") }
hall.target = 21
hall.target = 21
hall.target = 22.5
print("final \(hall.target)")

// expect: target now 19.5, stored 19.5
// expect: target now 21.0, stored 19.5
// expect: changed to 21.0
// expect: changed to 22.5
// expect: final 22.5
