// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (a new item replaces the sheet, and the new sheet's state starts over)
// sheet(item:): "If item changes, the system dismisses the sheet and replaces it with a new one using the same
// process." The note sheet keeps a mark count in its own @State; replacing the item for another one makes a new
// sheet whose count starts at 0.
// - https://developer.apple.com/documentation/swiftui/state: state lives as long as the view that owns it.
import SwiftUI

struct Note: Identifiable {
    let id: Int
    let title: String
}

struct NoteSheet: View {
    let note: Note
    let openOther: () -> Void
    @State private var marks = 0

    var body: some View {
        let _ = print("sheet \(note.title), marks \(marks)")
        VStack {
            Text(note.title)
            Button("Mark") { marks += 1 }
            Button("Open the other note") { openOther() }
        }
        .onAppear { print("appeared \(note.title)") }
    }
}

struct NotesView: View {
    let notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    @State private var openNote: Note?

    var body: some View {
        VStack {
            Button("Open Groceries") { openNote = notes[0] }
        }
        .sheet(item: $openNote) { note in
            NoteSheet(note: note) {
                openNote = note.id == 1 ? notes[1] : notes[0]
            }
        }
    }
}

:mount NotesView()
:tap "Open Groceries"
// expect: sheet Groceries, marks 0
// expect: appeared Groceries
:tap "Mark"
// expect: sheet Groceries, marks 1
:tap "Open the other note"
// expect: sheet Ideas, marks 0
// expect: appeared Ideas
