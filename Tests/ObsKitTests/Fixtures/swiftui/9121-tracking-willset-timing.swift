// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:) (onChange runs before the new value is stored)
// `onChange` is invoked from the property's willSet side: when it runs, the property still holds the old value.
// Code after the assignment sees the new value.
import Observation

@Observable final class Thermostat {
    var target = 20
}

let thermostat = Thermostat()
withObservationTracking {
    _ = thermostat.target
} onChange: {
    print("onChange sees target \(thermostat.target)")
}
print("before the write")
thermostat.target = 25
print("after the write: \(thermostat.target)")
// expect: before the write
// expect: onChange sees target 20
// expect: after the write: 25
