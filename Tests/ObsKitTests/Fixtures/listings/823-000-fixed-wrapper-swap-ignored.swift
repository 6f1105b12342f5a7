// Article 000, fixed ObservedOrStateObject (listing 000-04-fixed-wrapper), observing mode: a parent passes model a, then b, through `init(observed:)`. The wrapper keeps its StorageBox in a @StateObject, whose thunk runs once per node, so it keeps showing and observing a; b's changes re-run nothing (mistake E again). rules §4 (later thunks ignored), §2 rule 5 (capturing StateObject autoclosure ⇒ Screen's value differs ⇒ body on every Holder render), §7 (update() before every body).
// note: the article says ensureSubscriptionIsCurrent() "still allow[s] us to resubscribe if a new object is injected (e.g., when previews or tests swap models)". StorageBox.object is a `let` in a box made once per node (§4), so the guard never sees another object: b is never observed, and no re-subscription happens at all.
final class Model: ObservableObject {
    let name: String
    private let publisher = ObservableObjectPublisher()
    var objectWillChange: ObservableObjectPublisher {
        print("subscribing to", name)
        return publisher
    }
    var value = 0 {
        willSet { publisher.send() }
    }
    init(name: String) {
        self.name = name
        print("Model init", name)
    }
}
//> include 000-04-fixed-wrapper.swift

struct Screen: View {
    @ObservedOrStateObject var model: Model
    init(model: Model) {
        _model = ObservedOrStateObject(observed: model)
    }
    var body: some View {
        let _ = print("Screen shows", model.name, model.value)
        Text(model.name)
    }
}

let a = Model(name: "a")
let b = Model(name: "b")

struct Holder: View {
    @State private var useB = false
    var body: some View {
        let _ = print("Holder body, passing", useB ? "b" : "a")
        Button("Swap") { useB.toggle() }
        Button("Bump a") { a.value += 1 }
        Button("Bump b") { b.value += 1 }
        Screen(model: useB ? b : a)
    }
}

:mount Holder()
print("-- swap")
:tap "Swap"
print("-- bump b")
:tap "Bump b"
print("-- bump a")
:tap "Bump a"

// expect: Model init a
// expect: Model init b
// expect: Holder body, passing a
// expect: subscribing to a
// expect: Screen shows a 0
// expect: -- swap
// expect: Holder body, passing b
// expect: Screen shows a 0
// expect: -- bump b
// expect: -- bump a
// expect: Screen shows a 1
