// Article 000, buggy ObservedOrStateObject (listing 000-01), owning mode: every update() re-subscribes the box to the model (churn: one extra subscription per body), yet changes keep arriving, through `model.value` and through the rebuilt `$model` projection (typing). rules §7 (nested @StateObject gets a per-node box whose thunk runs first; update() runs before every body), §4 (the box's StateObject subscribes to StorageBox.objectWillChange), §6 (custom objectWillChange), §9 (`$obj.prop` writes the object).
// note: the article says that with this version "published changes stopped propagating after the first body pass". By §4/§7 the relay StorageBox → @StateObject box is never broken (the box stays the same, each refresh replaces the model subscription with a working one), so every change re-runs the body; the cost is the re-subscription on every update, visible below.
// Our Model logs each read of `objectWillChange`, i.e. each subscription made by StorageBox.refreshSubscription(); it has no @Published, its properties send by hand.
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
    var title = "" {
        willSet { publisher.send() }
    }
    init(name: String) {
        self.name = name
        print("Model init", name)
    }
}
//> include 000-01-buggy-wrapper.swift

struct Screen: View {
    @ObservedOrStateObject var model = Model(name: "own")
    var body: some View {
        let _ = print("Screen body", model.value, "[\(model.title)]")
        Button("Bump") { model.value += 1 }
        TextField("Title", text: $model.title)
    }
}

:mount Screen()
print("-- bump")
:tap "Bump"
print("-- type")
:type "ab" into "Title"

// expect: Model init own
// expect: subscribing to own
// expect: subscribing to own
// expect: Screen body 0 []
// expect: -- bump
// expect: subscribing to own
// expect: Screen body 1 []
// expect: -- type
// expect: subscribing to own
// expect: Screen body 1 [a]
// expect: subscribing to own
// expect: Screen body 1 [ab]
