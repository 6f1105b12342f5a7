// Donny Wals, "Observing properties on an @Observable class outside of SwiftUI views", https://www.donnywals.com/observing-properties-on-an-observable-class-outside-of-swiftui-views/ — withObservationTracking fires its onChange once, before the value changes; re-registering from onChange reads the old value, and an @ObservationIgnored property never fires
// The article: withObservationTracking's onChange "is called once"; to keep observing you call your observe
// function again from onChange; and onChange runs with willSet semantics, so reading the property there
// (or in the re-registered apply closure) gives the value from before the change. Apple's Observation
// source: a registration made while a willSet is being delivered is not part of that delivery (rules §8.2, T2).
import SwiftUI
import Observation

@Observable
class Counter {
    var count = 0
    @ObservationIgnored var ignoredTaps = 0
}

final class CounterObserver {
    let counter: Counter
    var registrations = 0

    init(counter: Counter) {
        self.counter = counter
    }

    func observe() {
        registrations += 1
        withObservationTracking {
            print("counter.count: \(counter.count), ignored \(counter.ignoredTaps)")
        } onChange: {
            print("onChange, count still \(self.counter.count)")
            self.observe()
        }
    }
}

let counter = Counter()
let observer = CounterObserver(counter: counter)
observer.observe()
// expect: counter.count: 0, ignored 0
counter.ignoredTaps += 1
counter.count += 1
// expect: onChange, count still 0
// expect: counter.count: 0, ignored 1
counter.count += 1
// expect: onChange, count still 1
// expect: counter.count: 1, ignored 1
counter.ignoredTaps += 5
print("registrations: \(observer.registrations), count \(counter.count)")
// expect: registrations: 3, count 2

// Without re-registering, the second change is not seen at all.
let single = Counter()
withObservationTracking {
    _ = single.count
} onChange: {
    print("single onChange")
}
single.count = 10
// expect: single onChange
single.count = 20
single.count = 30
print("single is \(single.count)")
// expect: single is 30
