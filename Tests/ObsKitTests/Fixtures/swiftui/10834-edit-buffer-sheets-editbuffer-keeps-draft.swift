// Blog style (an edit buffer for sheets): @EditBuffer keeps a draft in a nested @State and reads @Environment(\.dismiss), projecting the draft's binding with save and cancel actions; typing re-runs only the sheet, Save hands the draft to the parent's closure and dismisses in one update, and Cancel leaves the name alone (rules §7.1, §13.1, §15.12, §3.2, §3.5, §8.7)
import SwiftUI

struct BufferControls {
    let text: Binding<String>
    let save: () -> Void
    let cancel: () -> Void
}

@propertyWrapper
struct EditBuffer: DynamicProperty {
    @State private var draft: String
    @Environment(\.dismiss) private var dismiss
    private let commit: (String) -> Void

    init(original: String, commit: @escaping (String) -> Void) {
        _draft = State(initialValue: original)
        self.commit = commit
    }

    var wrappedValue: String { draft }

    var projectedValue: BufferControls {
        BufferControls(
            text: $draft,
            save: {
                commit(draft)
                dismiss()
            },
            cancel: {
                dismiss()
            }
        )
    }
}

struct RenameSheet: View {
    @EditBuffer var draft: String

    init(original: String, onSave: @escaping (String) -> Void) {
        _draft = EditBuffer(original: original, commit: onSave)
    }

    var body: some View {
        let _ = print("RenameSheet body: '\(draft)'")
        VStack {
            TextField("New name", text: $draft.text)
            Button("Save") { $draft.save() }
            Button("Cancel") { $draft.cancel() }
        }
    }
}

struct DocumentView: View {
    @State private var name = "Untitled"
    @State private var renaming = false

    var body: some View {
        let _ = print("DocumentView body: '\(name)'")
        VStack {
            Text(name)
            Button("Rename") { renaming = true }
        }
        .sheet(isPresented: $renaming) {
            RenameSheet(original: name) { newName in
                name = newName
            }
        }
    }
}

:mount DocumentView()
// expect: DocumentView body: 'Untitled'
:tap "Rename"
// expect: RenameSheet body: 'Untitled'
:type " v2" into "New name"
// expect: RenameSheet body: 'Untitled '
// expect: RenameSheet body: 'Untitled v'
// expect: RenameSheet body: 'Untitled v2'
:tap "Save"
// expect: DocumentView body: 'Untitled v2'
:tap "Rename"
// expect: RenameSheet body: 'Untitled v2'
:type "!" into "New name"
// expect: RenameSheet body: 'Untitled v2!'
:tap "Cancel"
