// HWS "dismiss a sheet" style: a sheet with its own NavigationStack reads @Environment(\.dismiss); Save hands the name back through a closure and dismisses, so the list's body runs once and the sheet is not built again; onDismiss runs once it is gone; Cancel only dismisses (rules §15.12, §13.1, §3.5)
import SwiftUI

struct AddContactSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    let onSave: (String) -> Void

    var body: some View {
        let _ = print("AddContactSheet body")
        NavigationStack {
            Form {
                TextField("Name", text: $name)
            }
            .navigationTitle("New Contact")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(name)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct ContactsView: View {
    @State private var contacts = ["Ava"]
    @State private var showingAdd = false

    var body: some View {
        let _ = print("ContactsView body: \(contacts)")
        NavigationStack {
            List(contacts, id: \.self) { contact in
                Text(contact)
            }
            .navigationTitle("Contacts")
            .toolbar {
                Button("Add") { showingAdd = true }
            }
            .sheet(isPresented: $showingAdd, onDismiss: {
                print("sheet gone, \(contacts.count) contacts")
            }) {
                AddContactSheet { newName in
                    contacts.append(newName)
                }
            }
        }
    }
}

:mount ContactsView()
// expect: ContactsView body: ["Ava"]
:tap "Add"
// expect: AddContactSheet body
:type "Ben" into "Name"
:tap "Save"
// expect: ContactsView body: ["Ava", "Ben"]
// expect: sheet gone, 2 contacts
:tap "Add"
// expect: AddContactSheet body
:tap "Cancel"
// expect: sheet gone, 2 contacts
