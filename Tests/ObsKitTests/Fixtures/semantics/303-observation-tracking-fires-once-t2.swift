// rules §8, T2: withObservationTracking's onChange fires once, at the first change of a
// tracked property; tracking is then cancelled, so a second change prints nothing.
import Observation

@Observable final class Box {
    var value = 0
}

let obj = Box()
withObservationTracking {
    print("willSet, value is", obj.value)
} onChange: {
    print("onChange")
}
obj.value += 1
obj.value += 1
print("final", obj.value)

// expect: willSet, value is 0
// expect: onChange
// expect: final 2
