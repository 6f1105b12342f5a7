// Editing a copy in a sheet(item:): the editor's @State draft is seeded in its init with
// State(initialValue:), and Save hands the draft back through a closure before dismissing; rows are
// buttons whose label is a LabeledContent.
// Expected: edits stay in the draft until Save; the sheet builds its content for the tapped item (rules
// §13.1); a swipe dismissal (:dismiss) saves nothing.
import SwiftUI

struct Contact: Identifiable {
    let id = UUID()
    var name: String
    var phone: String
}

struct ContactEditor: View {
    @State private var draft: Contact
    @Environment(\.dismiss) private var dismiss
    let onSave: (Contact) -> Void

    init(contact: Contact, onSave: @escaping (Contact) -> Void) {
        _draft = State(initialValue: contact)
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $draft.name)
                TextField("Phone", text: $draft.phone)
            }
            .navigationTitle("Edit \(draft.name)")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct ContactsList: View {
    @State private var contacts = [
        Contact(name: "Ana", phone: "555-0101"),
        Contact(name: "Ben", phone: "555-0102"),
    ]
    @State private var editing: Contact?

    var body: some View {
        List(contacts) { contact in
            Button {
                editing = contact
            } label: {
                LabeledContent(contact.name, value: contact.phone)
            }
        }
        .sheet(item: $editing) { contact in
            ContactEditor(contact: contact) { updated in
                if let index = contacts.firstIndex(where: { $0.id == updated.id }) {
                    contacts[index] = updated
                    print("saved \(updated.name), \(updated.phone)")
                }
            }
        }
    }
}

:mount ContactsList()
:tap "Ben"
:clear "Phone"
:type "555-0199" into "Phone"
:tap "Save"
:tap "Ana"
:type "!" into "Name"
:dismiss

// expect: saved Ben, 555-0199
