// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (changing the id of an editor resets its @State and gives it a new @StateObject; the old model is released)
// id(_:) "Binds a view's identity to the given proxy value. When the proxy value specified by the id parameter
// changes, the identity of the view — for example, its state — is reset." A new identity is a new view: its
// @State starts from its initial value and its @StateObject is made again (StateObject: SwiftUI creates the
// object once for the lifetime of the view), and the old view's state and object are released with it.
// - Mount: the model is made before the editor's first body; 0 words.
// - "Add word" twice changes the editor's own state.
// - "Next document": the screen's body runs, the editor has a new identity: a new model, 0 words again.
// - The census: one live model, two made, one gone.
import SwiftUI

final class DraftModel: ObservableObject {
    @Published var saved = false

    init() { print("draft model made") }
}

struct DraftEditor: View {
    let documentName: String
    @State private var words = 0
    @StateObject private var model = DraftModel()

    var body: some View {
        let _ = print("editor for \(documentName): \(words) words")
        VStack {
            Text("\(words) words")
            Button("Add word") { words += 1 }
        }
    }
}

struct DocumentScreen: View {
    @State private var documents = ["Letter", "Essay"]
    @State private var index = 0

    var body: some View {
        let _ = print("screen shows \(documents[index])")
        VStack {
            DraftEditor(documentName: documents[index])
                .id(documents[index])
            Button("Next document") { index = 1 }
        }
    }
}

:mount DocumentScreen()
// expect: screen shows Letter
// expect: draft model made
// expect: editor for Letter: 0 words
:tap "Add word"
// expect: editor for Letter: 1 words
:tap "Add word"
// expect: editor for Letter: 2 words
:tap "Next document"
// expect: screen shows Essay
// expect: draft model made
// expect: editor for Essay: 0 words
:objects DraftModel
// expect: class                   live  made  gone
// expect: DraftModel                 1     2     1
// expect:   DraftModel#2 kept alive by: DraftEditor#3's @StateObject model
