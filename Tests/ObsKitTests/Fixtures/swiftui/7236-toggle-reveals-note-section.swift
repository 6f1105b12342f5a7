// Trip form whose Toggle shows an extra Section, as settings forms do: `if addNote { Section { NoteEditor() } }`,
// where NoteEditor owns its text in @State.
// What SwiftUI does: the `if` is one slot, filled or empty (rules §1.1). Turning the toggle on makes NoteEditor's
// node: its init runs in the parent's body, then its body, then onAppear (rules §2.6, §11.1). Typing into the note
// runs only NoteEditor, which owns and reads the text (rules §3.4, §3.5). Typing into the trip name runs the parent,
// which builds NoteEditor again: its init runs, but its only field is a @State whose initial value is equal, so its
// body does not (rules §2.5, §2.7). Turning the toggle off destroys the node (onDisappear, rules §1.4, §11.1); on
// again, a new node starts from the initial value: the typed note is gone.
// Sources: rules §1.1, §1.4, §2.5, §2.6, §2.7, §3.4, §11.1; https://developer.apple.com/documentation/swiftui/toggle
// https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct NoteEditor: View {
    @State private var note = ""

    init() {
        print("NoteEditor init")
    }

    var body: some View {
        let _ = print("NoteEditor body: '\(note)'")
        TextField("Note", text: $note, axis: .vertical)
            .lineLimit(2...4)
            .onAppear { print("NoteEditor appeared") }
            .onDisappear { print("NoteEditor disappeared") }
    }
}

struct TripForm: View {
    @State private var tripName = ""
    @State private var addNote = false

    var body: some View {
        let _ = print("TripForm body: '\(tripName)', note \(addNote)")
        Form {
            Section("Trip") {
                TextField("Trip name", text: $tripName)
                Toggle("Add a note", isOn: $addNote)
            }
            if addNote {
                Section("Note") {
                    NoteEditor()
                }
            }
        }
    }
}

:mount TripForm()
// expect: TripForm body: '', note false
:type "Rio" into "Trip name"
// expect: TripForm body: 'R', note false
// expect: TripForm body: 'Ri', note false
// expect: TripForm body: 'Rio', note false
:toggle "Add a note"
// expect: TripForm body: 'Rio', note true
// expect: NoteEditor init
// expect: NoteEditor body: ''
// expect: NoteEditor appeared
:type "hi" into "Note"
// expect: NoteEditor body: 'h'
// expect: NoteEditor body: 'hi'
:type "!" into "Trip name"
// expect: TripForm body: 'Rio!', note true
// expect: NoteEditor init
:toggle "Add a note"
// expect: TripForm body: 'Rio!', note false
// expect: NoteEditor disappeared
:toggle "Add a note"
// expect: TripForm body: 'Rio!', note true
// expect: NoteEditor init
// expect: NoteEditor body: ''
// expect: NoteEditor appeared
