// Rows with a `.contextMenu` (Pin/Unpin, Copy, a destructive Delete) over `ForEach($notes)`, plus a visible
// "Pin all" button (Hacking with Swift-style context menu).
// Expected: the visible button works; a context menu's items are shown only after a long press, so a plain
// `:tap "Copy"` finds no visible button (rules §15.9 makes a closed menu's items unreachable; the error
// is ObsREPL's usual one for a button not on screen).
import SwiftUI

struct Note: Identifiable {
    let id: Int
    var text: String
    var pinned = false
}

struct NotesList: View {
    @State private var notes = [
        Note(id: 1, text: "Buy stamps"),
        Note(id: 2, text: "Call plumber"),
    ]

    var body: some View {
        List {
            ForEach($notes) { $note in
                HStack {
                    if note.pinned {
                        Image(systemName: "pin.fill")
                    }
                    Text(note.text)
                }
                .contextMenu {
                    Button(note.pinned ? "Unpin" : "Pin", systemImage: "pin") { note.pinned.toggle() }
                    Button("Copy", systemImage: "doc.on.doc") { print("copied:", note.text) }
                    Button("Delete", systemImage: "trash", role: .destructive) {
                        notes.removeAll { $0.id == note.id }
                    }
                }
            }
            Section {
                Button("Pin all") {
                    for index in notes.indices { notes[index].pinned = true }
                    print("pinned:", notes.filter(\.pinned).count)
                }
            }
        }
    }
}

:mount NotesList()
:tap "Pin all"
:tap "Copy"

// expect: pinned: 2
// expect-error: no visible button labelled "Copy"
