// Apple docs `View/sheet(item:onDismiss:content:)` + `State` (`init(initialValue:)`): edit a copy of the tapped item in a sheet, then save it back or cancel.
// Setting `editing` presents the sheet with the unwrapped item (rules §13.1); the list only passes `$editing`, so that
// runs no list body (rules §3.5, §8.7). The editor copies the item into its own @State draft when its node is made
// (rules §3.2): typing changes only the draft. "Save" hands the draft back, the list stores it and runs again, and
// `dismiss()` sets `editing` to nil (rules §15.12). "Cancel" drops the draft. Each presentation makes a new editor,
// whose draft starts from the item as it is now. The draft is printed by a small child that runs only when the name it
// is given changes (rules §2.7), so nothing here depends on whether the editor's body runs again while it is dismissed.
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

struct DraftLine: View {
    let name: String

    var body: some View {
        let _ = print("draft line: \(name)")
        Text("Draft: \(name)")
    }
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
        Form {
            DraftLine(name: draft.name)
            TextField("Name", text: $draft.name)
            Button("Save") {
                print("saving \(draft.name)")
                onSave(draft)
                dismiss()
            }
            Button("Cancel") { dismiss() }
        }
    }
}

struct ContactsView: View {
    @State private var contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bob")]
    @State private var editing: Contact?

    var body: some View {
        let _ = print("list body: \(contacts.map(\.name).joined(separator: ", "))")
        VStack {
            ForEach(contacts) { contact in
                Button("Edit \(contact.name)") { editing = contact }
            }
        }
        .sheet(item: $editing) { contact in
            ContactEditor(contact: contact) { saved in
                if let index = contacts.firstIndex(where: { $0.id == saved.id }) {
                    contacts[index] = saved
                }
            }
        }
    }
}

:mount ContactsView()
// expect: list body: Ann, Bob
:tap "Edit Ann"
// expect: draft line: Ann
:type "e" into "Name"
// expect: draft line: Anne
:tap "Save"
// expect: saving Anne
// expect: list body: Anne, Bob
:tap "Edit Bob"
// expect: draft line: Bob
:type "!" into "Name"
// expect: draft line: Bob!
:tap "Cancel"
:tap "Edit Bob"
// expect: draft line: Bob
:dismiss
:tap "Edit Anne"
// expect: draft line: Anne
