// Contacts list with an "Add Contact" sheet holding a Form, Cancel and Save in its own navigation bar, Save disabled
// until both fields are filled, and `@Environment(\.dismiss)`; the sheet hands the new contact back in a closure.
// What SwiftUI does: the list's body passes `$showingAdd` without reading it, so presenting runs no body of the list
// (rules §3.5, §8.7); the sheet's content is built when it is presented (escaping content, rules §2.6, §13.1): the
// sheet view's init, then its body, with fresh @State. Typing runs the sheet's body (it reads the fields). Save
// appends and dismisses: the dismissal lands when the action ends, so the update runs the list's body once and does
// not build the sheet again (rules §15.12). A new presentation starts with empty fields; Cancel only dismisses.
// Sources: rules §2.6, §3.5, §8.7, §13.1, §15.4, §15.12; https://developer.apple.com/documentation/swiftui/dismissaction
// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
import SwiftUI

struct PhoneContact: Identifiable {
    let id = UUID()
    var name: String
    var phone: String
}

struct AddContactSheet: View {
    var onSave: (PhoneContact) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var phone = ""

    init(onSave: @escaping (PhoneContact) -> Void) {
        self.onSave = onSave
        print("AddContactSheet init")
    }

    var body: some View {
        let _ = print("AddContactSheet body: '\(name)' '\(phone)'")
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .textContentType(.name)
                TextField("Phone", text: $phone)
                    .keyboardType(.phonePad)
            }
            .navigationTitle("New Contact")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(PhoneContact(name: name, phone: phone))
                        dismiss()
                    }
                    .disabled(name.isEmpty || phone.isEmpty)
                }
            }
        }
    }
}

struct ContactsView: View {
    @State private var contacts = [PhoneContact(name: "Ada", phone: "555-0100")]
    @State private var showingAdd = false

    var body: some View {
        let _ = print("ContactsView body: \(contacts.map { $0.name })")
        NavigationStack {
            List(contacts) { contact in
                LabeledContent(contact.name, value: contact.phone)
            }
            .navigationTitle("Contacts")
            .toolbar {
                Button("Add Contact") {
                    showingAdd = true
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddContactSheet { contact in
                    contacts.append(contact)
                }
            }
        }
    }
}

:mount ContactsView()
// expect: ContactsView body: ["Ada"]
:tap "Add Contact"
// expect: AddContactSheet init
// expect: AddContactSheet body: '' ''
:type "Bo" into "Name"
// expect: AddContactSheet body: 'B' ''
// expect: AddContactSheet body: 'Bo' ''
:type "12" into "Phone"
// expect: AddContactSheet body: 'Bo' '1'
// expect: AddContactSheet body: 'Bo' '12'
:tap "Save"
// expect: ContactsView body: ["Ada", "Bo"]
:tap "Add Contact"
// expect: AddContactSheet init
// expect: AddContactSheet body: '' ''
:tap "Cancel"
