// Follows Apple's navigationDestination(item:destination:) (https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)): notes pushed by setting an optional selection, popped back to nil
// What SwiftUI does (iOS 17): the destination is pushed while the bound item is non-nil, and the closure is
// given the item; popping sets the binding back to nil (Apple's page, whose example sets a color from buttons;
// rules §15.21). The root's `onChange` prints each change of the selection; the pushed view's button prints
// the note it was given.
// Sources: Apple `view/navigationdestination(item:destination:)`; rules §14.3, §15.12, §15.21.
import SwiftUI

struct Note: Hashable {
    let title: String
    let body: String
}

struct NoteDetail: View {
    let note: Note

    var body: some View {
        VStack {
            Text(note.body)
            Button("Mark as read") { print("read: \(note.title)") }
        }
        .navigationTitle(note.title)
    }
}

struct NotesRoot: View {
    @State private var noteShown: Note?
    private let notes = [
        Note(title: "Groceries", body: "Milk, eggs, basil"),
        Note(title: "Ideas", body: "A pocket weather app"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes, id: \.title) { note in
                    Button(note.title) { noteShown = note }
                }
            }
            .navigationDestination(item: $noteShown) { note in
                NoteDetail(note: note)
            }
            .navigationTitle("Notes")
        }
        .onChange(of: noteShown) { _, note in
            print("selected: \(note?.title ?? "none")")
        }
    }
}

:mount NotesRoot()
:tap "Groceries"
// expect: selected: Groceries
:tap "Mark as read"
// expect: read: Groceries
:back
// expect: selected: none
:tap "Ideas"
// expect: selected: Ideas
:tap "Mark as read"
// expect: read: Ideas
