// Hacking with Swift, "How to show a confirmation dialog" with a computed sortedNotes property read in body; rules §15.11, §3.4 (an equal write runs no body), §3.5
import SwiftUI

enum NoteSort: String {
    case name = "Name"
    case date = "Date"
}

struct NotesView: View {
    @State private var notes = ["Shopping", "Alpha", "Meeting"]
    @State private var sortOrder = NoteSort.date
    @State private var showingSortOptions = false

    var sortedNotes: [String] {
        print("sorting by \(sortOrder.rawValue)")
        return sortOrder == .name ? notes.sorted() : notes
    }

    var body: some View {
        let _ = print("NotesView body")
        VStack {
            ForEach(sortedNotes, id: \.self) { note in
                Text(note)
            }
            Button("Sort") { showingSortOptions = true }
        }
        .confirmationDialog("Sort notes", isPresented: $showingSortOptions, titleVisibility: .visible) {
            Button("By name") { sortOrder = .name }
            Button("By date") { sortOrder = .date }
        }
    }
}

:mount NotesView()
:tap "Sort"
:tap "Cancel"
:tap "Sort"
:tap "By name"
:tap "Sort"
:tap "By date"
:tap "Sort"
:tap "By date"

// expect: NotesView body
// expect: sorting by Date
// expect: NotesView body
// expect: sorting by Name
// expect: NotesView body
// expect: sorting by Date
