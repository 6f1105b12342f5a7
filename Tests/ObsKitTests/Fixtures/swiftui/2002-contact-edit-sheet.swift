// Issue 13 (A), editing in a sheet with a draft (the Scrumdinger pattern, own code): a detail screen
// pushed from a `List($contacts)`, an Edit button that copies the contact into a draft and opens a sheet,
// Cancel that drops the draft, Done that writes it back through the row's binding.
// Expected: only Done changes the array, so onChange on the root prints once; Cancel leaves it alone.
import SwiftUI

struct Contact: Identifiable, Equatable {
    let id: Int
    var name: String
    var phone: String
}

struct ContactEditor: View {
    @Binding var contact: Contact

    var body: some View {
        Form {
            TextField("Name", text: $contact.name)
            TextField("Phone", text: $contact.phone)
        }
    }
}

struct ContactDetail: View {
    @Binding var contact: Contact
    @State private var draft = Contact(id: 0, name: "", phone: "")
    @State private var isEditing = false

    var body: some View {
        List {
            Text(contact.name)
            Text(contact.phone)
        }
        .navigationTitle(contact.name)
        .toolbar {
            Button("Edit") {
                draft = contact
                isEditing = true
            }
        }
        .sheet(isPresented: $isEditing) {
            NavigationStack {
                ContactEditor(contact: $draft)
                    .navigationTitle(draft.name)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") {
                                print("discarded draft", draft.name)
                                isEditing = false
                            }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                contact = draft
                                isEditing = false
                            }
                        }
                    }
            }
        }
    }
}

struct ContactsView: View {
    @State private var contacts = [Contact(id: 1, name: "Ada", phone: "555-0100")]

    var body: some View {
        NavigationStack {
            List($contacts) { $contact in
                NavigationLink(contact.name) {
                    ContactDetail(contact: $contact)
                }
            }
            .navigationTitle("Contacts")
        }
        .onChange(of: contacts) { _, newValue in
            print("saved:", newValue.map { "\($0.name) \($0.phone)" })
        }
    }
}

:mount ContactsView()
:tap "Ada"
:tap "Edit"
:type "!" into "Name"
:tap "Cancel"
:tap "Edit"
:clear "Phone"
:type "555-0199" into "Phone"
:tap "Done"
:back

// expect: discarded draft Ada!
// expect: saved: ["Ada 555-0199"]
