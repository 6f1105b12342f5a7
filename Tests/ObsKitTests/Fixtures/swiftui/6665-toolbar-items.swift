// Follows Apple's page "ToolbarItem" (developer.apple.com/documentation/swiftui/toolbaritem) and "toolbar(content:)":
// a notes list in a NavigationStack with a leading "Sort" item, a trailing "Add" item and a bottom-bar status text.
// - The toolbar's content builder, and each ToolbarItem's content closure, run during the body of the view they
//   modify (Apple `view/toolbar(content:)`, non-escaping builders; rules §15.4): the bottom-bar item's print comes
//   right after the body's own, at every body run.
// - Items in a NavigationStack's bars are buttons like any other (rules §15.4). Both actions change the
//   ObservableObject's @Published properties; the view owns it as @StateObject and reads it, so each tap runs its
//   body once (rules §6.5, §10.1).
import SwiftUI

final class NotesStore: ObservableObject {
    @Published var notes = ["Call mom", "Buy stamps"]
    @Published var newestFirst = false

    var sortedNotes: [String] {
        newestFirst ? Array(notes.reversed()) : notes
    }
}

struct NotesView: View {
    @StateObject private var store = NotesStore()

    var body: some View {
        let _ = print("NotesView body, \(store.notes.count) notes, newest first \(store.newestFirst)")
        NavigationStack {
            List(store.sortedNotes, id: \.self) { note in
                Text(note)
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Sort") { store.newestFirst.toggle() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") { store.notes.append("Note \(store.notes.count + 1)") }
                }
                ToolbarItem(placement: .bottomBar) {
                    let _ = print("bottom bar item built, \(store.notes.count) notes")
                    Text("\(store.notes.count) notes")
                }
            }
        }
    }
}

:mount NotesView()
// expect: NotesView body, 2 notes, newest first false
// expect: bottom bar item built, 2 notes
:tap "Add"
// expect: NotesView body, 3 notes, newest first false
// expect: bottom bar item built, 3 notes
:tap "Sort"
// expect: NotesView body, 3 notes, newest first true
// expect: bottom bar item built, 3 notes
:tap "Add"
// expect: NotesView body, 4 notes, newest first true
// expect: bottom bar item built, 4 notes
