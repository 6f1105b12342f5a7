// Mistake: treats @Environment(\.dismiss) like the old presentationMode and writes `dismiss.wrappedValue.dismiss()` instead of calling `dismiss()`.
// Expected message: swiftc's for a property wrapper's wrappedValue read through the wrapped value (the corpus author
// remembered "value of type 'DismissAction' has no member 'wrappedValue'"; a stand-alone wrapper named Environment under
// plain swiftc -typecheck gives this one, so Xcode gives it too)
import SwiftUI

struct EditNoteSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var note: String
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            TextField("Note", text: $draft)
                .padding()
                .navigationTitle("Edit note")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") {
                            note = draft
                            dismiss.wrappedValue.dismiss()
                        }
                    }
                }
        }
        .onAppear {
            draft = note
        }
    }
}

struct NoteView: View {
    @State private var note = "Buy stamps"
    @State private var isEditing = false

    var body: some View {
        VStack {
            Text(note)
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            EditNoteSheet(note: $note)
        }
    }
}

:mount NoteView()
:tap "Edit"
:tap "Save"
// expect-error: referencing property 'wrappedValue' requires wrapper 'Environment<DismissAction>'
