// Style: Apple sample-app style (the Scrumdinger "edit a copy" pattern, own code): `sheet(item:)` presents an editor
// that works on a draft in its own @State, set up from the item in its init.
// SwiftUI: the content is built with the unwrapped item at each presentation (rules §13.1); the draft's storage is made
// once per node from that init's value (rules §3.2), so each presentation starts from the saved contact. Typing edits
// only the draft: the editor runs, the list does not (rules §3.5). Cancel dismisses and changes nothing. Save hands the
// draft back and dismisses: the list's body, which reads `contacts`, runs once, and the dismissed editor is not built
// again (rules §15.12, ObsREPL's choice).
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

struct ContactEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft: Contact
    let onSave: (Contact) -> Void

    init(contact: Contact, onSave: @escaping (Contact) -> Void) {
        _draft = State(initialValue: contact)
        self.onSave = onSave
    }

    var body: some View {
        let _ = print("editor body: \(draft.name)")
        Form {
            TextField("Name", text: $draft.name)
            HStack {
                Button("Cancel") { dismiss() }
                Button("Save") {
                    onSave(draft)
                    dismiss()
                }
            }
        }
    }
}

struct ContactList: View {
    @State private var contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bob")]
    @State private var editing: Contact?

    var body: some View {
        let _ = print("list body: \(contacts.map { $0.name })")
        List {
            ForEach(contacts) { contact in
                Button("Edit \(contact.name)") { editing = contact }
            }
        }
        .sheet(item: $editing) { contact in
            ContactEditor(contact: contact) { updated in
                if let index = contacts.firstIndex(where: { $0.id == updated.id }) {
                    contacts[index] = updated
                }
            }
        }
    }
}

:mount ContactList()
// expect: list body: ["Ann", "Bob"]
:tap "Edit Ann"
// expect: editor body: Ann
:type "ie" into "Name"
// expect: editor body: Anni
// expect: editor body: Annie
:tap "Cancel"
:tap "Edit Ann"
// expect: editor body: Ann
:type "ie" into "Name"
// expect: editor body: Anni
// expect: editor body: Annie
:tap "Save"
// expect: list body: ["Annie", "Bob"]
:tap "Edit Annie"
// expect: editor body: Annie
