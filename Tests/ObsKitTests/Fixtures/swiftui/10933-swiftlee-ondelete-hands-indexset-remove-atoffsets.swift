// Blog style (SwiftLee): .onDelete hands an IndexSet, remove(atOffsets:) drops the element, and only the deleted row disappears (rules §15.2, §1.4, §11.1, §2.7)
import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    var text: String
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        let _ = print("NoteRow body \(note.text)")
        Text(note.text)
            .onAppear { print("appear \(note.text)") }
            .onDisappear { print("disappear \(note.text)") }
    }
}

struct ContentView: View {
    @State private var notes = [Note(text: "Buy milk"), Note(text: "Call mom"), Note(text: "Walk dog")]

    var body: some View {
        let _ = print("ContentView body \(notes.map(\.text))")
        List {
            ForEach(notes) { note in
                NoteRow(note: note)
            }
            .onDelete { offsets in
                print("onDelete \(Array(offsets))")
                notes.remove(atOffsets: offsets)
            }
        }
        .onAppear { print("list appear") }
    }
}
:mount ContentView()
// expect: ContentView body ["Buy milk", "Call mom", "Walk dog"]
// expect: NoteRow body Buy milk
// expect: NoteRow body Call mom
// expect: NoteRow body Walk dog
// expect: appear Buy milk
// expect: appear Call mom
// expect: appear Walk dog
// expect: list appear
:delete "Call mom"
// expect: onDelete [1]
// expect: ContentView body ["Buy milk", "Walk dog"]
// expect: disappear Call mom
:delete "Buy milk"
// expect: onDelete [0]
// expect: ContentView body ["Walk dog"]
// expect: disappear Buy milk
