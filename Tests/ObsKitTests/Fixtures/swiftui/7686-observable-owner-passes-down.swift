// Style: Apple Developer Forums answer. Forum question: "How do I stop my @Observable model being re-created in a child? Where should it live?"
// SwiftUI: own it once at the top (`@State` in a view whose struct is made once) and pass the reference down (Apple "migrating", `state`); a child holding
// the same reference compares equal, so a middle view's re-render skips it (rules §2.3, §2.7), and no new model is made (rules §3.1 applies only where the
// expression is written). A stored @Bindable is not dynamic: the first run prints `@self` only (rules §8.5, §12.2); making `$model.text` reads `text`, so typing re-runs the editor alone (rules §8.5, §12.1).
import SwiftUI
import Observation

@Observable
final class EditorModel {
    static var made = 0
    var text = ""

    init() {
        EditorModel.made += 1
        print("EditorModel init")
    }
}

struct NoteEditor: View {
    @Bindable var model: EditorModel

    var body: some View {
        let _ = Self._printChanges()
        TextField("Note", text: $model.text)
    }
}

struct NotesPage: View {
    let model: EditorModel
    @State private var page = 1

    var body: some View {
        let _ = print("notes page body, page \(page)")
        VStack {
            Button("Next page") { page += 1 }
            Button("Count models") { print("models made: \(EditorModel.made)") }
            NoteEditor(model: model)
        }
    }
}

struct NotesRoot: View {
    @State private var model = EditorModel()

    var body: some View {
        NotesPage(model: model)
    }
}

:mount NotesRoot()
// expect: EditorModel init
// expect: notes page body, page 1
// expect: NoteEditor: @self changed.
:tap "Next page"
// expect: notes page body, page 2
:tap "Next page"
// expect: notes page body, page 3
:type "Hi" into "Note"
// expect: NoteEditor: @dependencies changed.
// expect: NoteEditor: @dependencies changed.
:tap "Count models"
// expect: models made: 1
