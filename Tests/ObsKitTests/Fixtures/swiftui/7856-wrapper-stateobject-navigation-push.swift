// Custom DynamicProperty: a generic @Owned wrapper (a @StateObject of your own) in a pushed editor
// NavigationLink builds the destination's struct in the parent's body, but its @StateObject closure and body wait for
// the push (rules §14.3, §4.2); the projected `$model.text` writes the model, whose change re-runs the editor (rules
// §9.2, §7.3); a pop destroys the node and releases the model (rules §14.3, §1.4); a second push is a new node.
import SwiftUI

final class EditorModel: ObservableObject {
    @Published var text = ""
    init() { print("EditorModel init") }
    deinit { print("EditorModel deinit") }
}

@propertyWrapper
struct Owned<Model: ObservableObject>: DynamicProperty {
    @StateObject private var model: Model

    init(wrappedValue: @autoclosure @escaping () -> Model) {
        _model = StateObject(wrappedValue: wrappedValue())
    }

    var wrappedValue: Model { model }

    var projectedValue: ObservedObject<Model>.Wrapper { $model }
}

struct EditorView: View {
    @Owned var model = EditorModel()

    init() {
        print("EditorView init")
    }

    var body: some View {
        let _ = print("EditorView body: '\(model.text)'")
        TextField("Text", text: $model.text)
    }
}

struct Home: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Open editor") {
                    EditorView()
                }
            }
            .navigationTitle("Home")
        }
    }
}

:mount Home()
// expect: EditorView init
:tap "Open editor"
// expect: EditorModel init
// expect: EditorView body: ''
:type "Hi" into "Text"
// expect: EditorView body: 'H'
// expect: EditorView body: 'Hi'
:back
// expect: EditorModel deinit
:tap "Open editor"
// expect: EditorModel init
// expect: EditorView body: ''
