// Hacking with Swift style (note editor): a Bool @FocusState read in the body swaps an Edit and a Done button; Self._printChanges() names _isEditing, onChange(of:) sees each move of the focus (rules §15.10, §12.1, §12.2, §11.1)
import SwiftUI

struct NoteView: View {
    @State private var note = ""
    @FocusState private var isEditing: Bool

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Note", text: $note)
                .focused($isEditing)
            if isEditing {
                Button("Done") { isEditing = false }
            } else {
                Button("Edit") { isEditing = true }
            }
        }
        .onChange(of: isEditing) { old, new in
            print("editing \(old) -> \(new)")
        }
    }
}
:mount NoteView()
// expect: NoteView: @self, @identity, _note, _isEditing changed.
:tap "Edit"
// expect: NoteView: _isEditing changed.
// expect: editing false -> true
:tap "Done"
// expect: NoteView: _isEditing changed.
// expect: editing true -> false
:focus "Note"
// expect: NoteView: _isEditing changed.
// expect: editing false -> true
:type "hi" into "Note"
