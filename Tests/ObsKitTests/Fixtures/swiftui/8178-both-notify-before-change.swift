// SwiftUI from Apple's documentation: objectWillChange and withObservationTracking's onChange both fire before the set
// Apple, ObservableObject (https://developer.apple.com/documentation/combine/observableobject): the synthesized
// objectWillChange publisher "emits the changed value before any of its @Published properties changes". Swift forums,
// SE-0395 acceptance (https://forums.swift.org/t/accepted-with-revision-se-0395-observability/66760/4): Observation
// "generates events exclusively on a willSet basis". So each handler still reads the old value.
import Combine
import Observation

final class OldScore: ObservableObject {
    @Published var points = 1
}

@Observable
final class NewScore {
    var points = 1
}

let old = OldScore()
let cancellable = old.objectWillChange.sink { _ in
    print("objectWillChange: points still \(old.points)")
}
old.points = 2
print("old points now \(old.points)")

let new = NewScore()
withObservationTracking {
    _ = new.points
} onChange: {
    print("onChange: points still \(new.points)")
}
new.points = 2
print("new points now \(new.points)")
// expect: objectWillChange: points still 1
// expect: old points now 2
// expect: onChange: points still 1
// expect: new points now 2
