// Tutorial style (a saving flag while an async save runs): Save starts a Task; the model's isSaving disables the button and swaps its title, and onChange(of:) with old and new values reports each flip after the body (rules §6.3, §10.1, §11.1, §15.11)
import SwiftUI

@MainActor
final class NoteEditorModel: ObservableObject {
    @Published var text = ""
    @Published private(set) var isSaving = false
    @Published private(set) var savedVersions: [String] = []

    func save() async {
        guard !isSaving else { return }
        isSaving = true
        let snapshot = text
        print("saving '\(snapshot)'")
        try? await Task.sleep(for: .milliseconds(600))
        savedVersions.append(snapshot)
        isSaving = false
        print("saved; \(savedVersions.count) versions")
    }
}

struct NoteEditor: View {
    @StateObject private var model = NoteEditorModel()

    var body: some View {
        Form {
            TextField("Note", text: $model.text)
            Button(model.isSaving ? "Saving…" : "Save") {
                Task { await model.save() }
            }
            .disabled(model.isSaving || model.text.isEmpty)
            Text("Versions: \(model.savedVersions.count)")
        }
        .onChange(of: model.isSaving) { oldValue, newValue in
            print("isSaving \(oldValue) -> \(newValue)")
        }
    }
}

:mount NoteEditor()
:type "Hi" into "Note"
:tap "Save"
// expect: saving 'Hi'
// expect: isSaving false -> true
:type "!" into "Note"
:advance 600ms
// expect: saved; 1 versions
// expect: isSaving true -> false
:tap "Save"
// expect: saving 'Hi!'
// expect: isSaving false -> true
:advance 600ms
// expect: saved; 2 versions
// expect: isSaving true -> false
