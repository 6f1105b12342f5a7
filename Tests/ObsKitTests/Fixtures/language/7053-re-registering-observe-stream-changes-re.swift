// Blog style (re-registering): observe a stream of changes by re-tracking in onChange
import Observation

@Observable
final class Thermostat {
    var target = 20
}

let t = Thermostat()
var seen: [Int] = []

func observe() {
    withObservationTracking {
        _ = t.target
    } onChange: {
        seen.append(t.target)
        print("will change from \(t.target)")
        observe()
    }
}

observe()
for v in [21, 22, 23] {
    t.target = v
    print("set \(v)")
}
print("old values seen: \(seen)")
// expect: will change from 20
// expect: set 21
// expect: will change from 21
// expect: set 22
// expect: will change from 22
// expect: set 23
// expect: old values seen: [20, 21, 22]
