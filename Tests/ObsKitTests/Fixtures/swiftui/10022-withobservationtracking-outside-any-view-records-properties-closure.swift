// Point-Free Observation style: withObservationTracking outside any view — it records the properties the closure read, fires onChange once at the first willSet of one of them (before the new value is stored), and must be called again to keep observing; an untracked property or an equal assignment fires nothing (rules §8.2, §8.1)
import Observation

@Observable
final class Counter {
    var value = 0
    var label = "x"
}

let counter = Counter()

func observe() {
    withObservationTracking {
        print("tracked read: \(counter.value)")
    } onChange: {
        print("onChange, value still \(counter.value)")
    }
}

observe()
counter.label = "y"
counter.value += 1
counter.value += 1
print("now \(counter.value)")
observe()
counter.value = 2
counter.value = 5
counter.value = 6
print("finally \(counter.value)")

// expect: tracked read: 0
// expect: onChange, value still 0
// expect: now 2
// expect: tracked read: 2
// expect: onChange, value still 2
// expect: finally 6
