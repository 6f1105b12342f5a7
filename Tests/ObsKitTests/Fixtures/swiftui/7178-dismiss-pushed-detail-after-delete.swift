// A note detail pushed with `NavigationLink(value:)` that deletes its note and pops itself with
// `@Environment(\.dismiss)`, the usual "delete then go back" code (own names and code).
// What SwiftUI does: the push builds the detail (rules §14.3); the list disappears and the detail appears (rules
// §14.3, §11.1). "Delete Note" changes the list's state through a closure and calls `dismiss()`, which pops the
// pushed view it is in; the pop is written when the action ends, before the update (rules §15.12), so that update runs
// the list's body once (it reads `notes`), and the detail is not built again; then the detail disappears and the list
// appears (rules §11.1).
// Sources: rules §3.5, §10.1, §11.1, §14.3, §15.12; https://developer.apple.com/documentation/swiftui/dismissaction
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct NoteDetail: View {
    let note: Note
    let onDelete: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("NoteDetail body: \(note.title)")
        VStack {
            Text(note.title)
            Button("Delete Note", role: .destructive) {
                onDelete()
                dismiss()
            }
        }
        .onAppear { print("detail appeared: \(note.title)") }
        .onDisappear { print("detail disappeared: \(note.title)") }
    }
}

struct NotesList: View {
    @State private var notes = [Note(id: 1, title: "Ideas"), Note(id: 2, title: "Errands")]

    var body: some View {
        let _ = print("NotesList body: \(notes.map(\.title))")
        NavigationStack {
            List(notes) { note in
                NavigationLink(note.title, value: note)
            }
            .navigationDestination(for: Note.self) { note in
                NoteDetail(note: note, onDelete: {
                    notes.removeAll { $0.id == note.id }
                })
            }
            .onAppear { print("list appeared") }
            .onDisappear { print("list disappeared") }
        }
    }
}

:mount NotesList()
// expect: NotesList body: ["Ideas", "Errands"]
// expect: list appeared
:tap "Errands"
// expect: NoteDetail body: Errands
// expect: detail appeared: Errands
// expect: list disappeared
:tap "Delete Note"
// expect: NotesList body: ["Ideas"]
// expect: list appeared
// expect: detail disappeared: Errands
