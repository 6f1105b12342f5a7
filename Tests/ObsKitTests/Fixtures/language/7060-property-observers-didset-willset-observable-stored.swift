// Blog style (property observers): didSet and willSet on @Observable stored properties
import Observation

@Observable
final class Volume {
    var level = 5 {
        willSet { print("willSet \(level) -> \(newValue)") }
        didSet {
            if level > 10 { level = 10 }
            print("didSet \(oldValue) -> \(level)")
        }
    }
}

let v = Volume()
withObservationTracking {
    _ = v.level
} onChange: {
    print("observation: level about to change (still \(v.level))")
}
v.level = 7
v.level = 15
print("final \(v.level)")
// expect: observation: level about to change (still 5)
// expect: willSet 5 -> 7
// expect: didSet 5 -> 7
// expect: willSet 7 -> 15
// expect: willSet 15 -> 10
// expect: didSet 15 -> 10
// expect: didSet 7 -> 10
// expect: final 10
