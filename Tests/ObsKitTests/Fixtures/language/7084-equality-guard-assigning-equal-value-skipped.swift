// Blog style (equality guard): assigning an equal value is skipped, but += through modify still notifies
import Observation

@Observable
final class Flag {
    var on = false
    var count = 0
}

let f = Flag()
var calls = 0
withObservationTracking { _ = f.on } onChange: { calls += 1 }
f.on = false
print("same-value write calls: \(calls)")

withObservationTracking { _ = f.count } onChange: { calls += 1 }
f.count = f.count
print("self-assignment calls: \(calls)")

withObservationTracking { _ = f.count } onChange: { calls += 1 }
f.count += 0
print("+= 0 calls: \(calls)")
print(f.on, f.count)
// expect: same-value write calls: 0
// expect: self-assignment calls: 0
// expect: += 0 calls: 2
// expect: false 0
