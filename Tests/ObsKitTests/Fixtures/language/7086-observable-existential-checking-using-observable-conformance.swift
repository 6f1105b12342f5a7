// Blog style (Observable existential): checking and using Observable conformance at runtime
import Observation

@Observable final class Model { var x = 1 }
final class Plain { var x = 1 }

func isObservable(_ value: Any) -> Bool { value is any Observable }

print(isObservable(Model()), isObservable(Plain()), isObservable(42))

let things: [AnyObject] = [Model(), Plain(), Model()]
let observables = things.compactMap { $0 as? any Observable }
print("observables: \(observables.count)")

func bump(_ m: some Observable & AnyObject) -> String {
    String(describing: type(of: m))
}
print(bump(Model()))

let m = Model()
withObservationTracking {
    _ = m.x
} onChange: {
    print("x changing")
}
if let mm = things.first as? Model {
    mm.x = 10
    print("untracked instance changed to \(mm.x)")
}
m.x = 2
print(m.x)
// expect: true false false
// expect: observables: 2
// expect: Model
// expect: untracked instance changed to 10
// expect: x changing
// expect: 2
