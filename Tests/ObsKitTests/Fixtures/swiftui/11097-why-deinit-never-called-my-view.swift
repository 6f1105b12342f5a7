// Reddit r/SwiftUI style (why is deinit never called on my view model): a stored closure that captures self strongly keeps an @Observable model alive after the pop; [weak self] lets it deinit (rules §1.4, §14.3, §15.12, §3.2)
import SwiftUI
import Observation

@Observable
final class EditorModel {
    let name: String
    var text = ""
    var onCommit: (() -> Void)?
    init(name: String, weakly: Bool) {
        self.name = name
        print("EditorModel \(name) init")
        if weakly {
            onCommit = { [weak self] in self?.commit() }
        } else {
            onCommit = { self.commit() }
        }
    }
    func commit() { print("\(name) committed '\(text)'") }
    deinit { print("EditorModel \(name) deinit") }
}

struct EditorScreen: View {
    @State private var model: EditorModel
    init(name: String, weakly: Bool) {
        _model = State(initialValue: EditorModel(name: name, weakly: weakly))
    }
    var body: some View {
        VStack {
            TextField("Text", text: $model.text)
            Button("Commit") { model.onCommit?() }
        }
    }
}

struct RootView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Leaky editor", value: "leaky")
                NavigationLink("Safe editor", value: "safe")
            }
            .navigationDestination(for: String.self) { name in
                EditorScreen(name: name, weakly: name == "safe")
            }
        }
    }
}

:mount RootView()
:tap "Leaky editor"
// expect: EditorModel leaky init
:type "hi" into "Text"
:tap "Commit"
// expect: leaky committed 'hi'
:back
:tap "Safe editor"
// expect: EditorModel safe init
:tap "Commit"
// expect: safe committed ''
:back
// expect: EditorModel safe deinit
