// Article 000, fixed ObservedOrStateObject (listing 000-04), owning mode: one subscription (made in StorageBox.init), no re-subscription on later updates, and the same updates as the buggy version (820). rules §7 (nested @StateObject thunk first, then update() before every body), §4, §6, §9.
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
//> include 000-04-fixed-wrapper.swift

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
// expect: Screen body 0 []
// expect: -- bump
// expect: Screen body 1 []
// expect: -- type
// expect: Screen body 1 [a]
// expect: Screen body 1 [ab]
