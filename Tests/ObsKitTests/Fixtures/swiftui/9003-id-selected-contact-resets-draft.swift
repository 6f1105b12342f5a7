// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (the note editor's identity is bound to the selected contact's id, so choosing another contact resets its @State draft: what was typed for Mia doesn't carry over to Noah)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

struct NoteEditor: View {
    let contact: Contact
    @State private var note = ""

    var body: some View {
        VStack {
            Text(contact.name)
            TextField("Note", text: $note)
            Button("Save note") { print("\(contact.name): '\(note)'") }
        }
    }
}

struct ContactsScreen: View {
    private let contacts = [Contact(id: 1, name: "Mia"), Contact(id: 2, name: "Noah")]
    @State private var selected = 0

    var body: some View {
        VStack {
            Button("Next contact") { selected = (selected + 1) % contacts.count }
            NoteEditor(contact: contacts[selected])
                .id(contacts[selected].id)
        }
    }
}

:mount ContactsScreen()
:type "call back" into "Note"
:tap "Save note"
:tap "Next contact"
:tap "Save note"
// expect: Mia: 'call back'
// expect: Noah: ''
