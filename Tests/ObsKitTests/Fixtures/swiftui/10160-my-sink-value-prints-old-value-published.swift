// stack-overflow style: "my sink on $value prints the old value" — a @Published property with willSet/didSet, an objectWillChange sink and a $value sink; one set runs willSet, objectWillChange (old value stored), the $value subscribers (given the new value, old still stored), then didSet; an equal set publishes again (rules §6.3, §15.6, T1)
import Combine

final class Thermostat: ObservableObject {
    @Published var target = 20 {
        willSet { print("willSet \(newValue), stored \(target)") }
        didSet { print("didSet \(target), old \(oldValue)") }
    }
}

let thermostat = Thermostat()
var bag = Set<AnyCancellable>()
thermostat.objectWillChange
    .sink { _ in print("objectWillChange, stored \(thermostat.target)") }
    .store(in: &bag)
thermostat.$target
    .sink { value in print("sink got \(value), stored \(thermostat.target)") }
    .store(in: &bag)
thermostat.target = 22
thermostat.target = 22

// expect: sink got 20, stored 20
// expect: willSet 22, stored 20
// expect: objectWillChange, stored 20
// expect: sink got 22, stored 20
// expect: didSet 22, old 20
// expect: willSet 22, stored 22
// expect: objectWillChange, stored 22
// expect: sink got 22, stored 22
// expect: didSet 22, old 22
