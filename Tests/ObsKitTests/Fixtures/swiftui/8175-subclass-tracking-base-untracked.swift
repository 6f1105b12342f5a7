// SwiftUI from Apple's documentation: withObservationTracking sees an observable subclass's properties, not its plain base's
// SE-0395 Observation (https://github.com/swiftlang/swift-evolution/blob/main/proposals/0395-observability.md): "Only the
// properties of a type that implements the Observable tracking requirements will be observed"; for an observable
// subclass of a non-observable type "the superclass's stored properties will not be tracked", and onChange is called
// on the first change to a tracked property that `apply` read.
import Observation

class Vehicle {
    var wheels = 4
}

@Observable
final class Truck: Vehicle {
    var load = 0
}

let truck = Truck()
withObservationTracking {
    print("first watch reads wheels \(truck.wheels)")
} onChange: {
    print("first watch fired")
}
truck.wheels = 6
print("wheels now \(truck.wheels)")

withObservationTracking {
    print("second watch reads load \(truck.load)")
} onChange: {
    print("second watch fired")
}
truck.load = 10
print("load now \(truck.load)")
// expect: first watch reads wheels 4
// expect: wheels now 6
// expect: second watch reads load 0
// expect: second watch fired
// expect: load now 10
