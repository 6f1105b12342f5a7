// Blog style (multiple objects): one tracking closure reading two models fires once
import Observation

@Observable final class Left { var n = 0 }
@Observable final class Right { var n = 0 }

let l = Left()
let r = Right()
var count = 0

withObservationTracking {
    print("sum \(l.n + r.n)")
} onChange: {
    count += 1
    print("onChange #\(count)")
}
r.n = 5
l.n = 2
r.n = 6
print("count = \(count)")

withObservationTracking {
    _ = l.n
    _ = l.n
    _ = l.n
} onChange: {
    count += 1
    print("triple read, one callback")
}
l.n = 9
print("count = \(count), sum \(l.n + r.n)")
// expect: sum 0
// expect: onChange #1
// expect: count = 1
// expect: triple read, one callback
// expect: count = 2, sum 15
