// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) (an edit sheet works on a copy: Cancel dismisses and leaves the original alone, Save hands the copy back to be stored; onDismiss runs each time the sheet closes)
import SwiftUI

struct Contact {
    var name: String
    var phone: String
}

struct EditContactSheet: View {
    @State private var draft: Contact
    let onSave: (Contact) -> Void
    @Environment(\.dismiss) private var dismiss

    init(contact: Contact, onSave: @escaping (Contact) -> Void) {
        _draft = State(initialValue: contact)
        self.onSave = onSave
    }

    var body: some View {
        Form {
            TextField("Phone", text: $draft.phone)
            Button("Cancel") { dismiss() }
            Button("Save") {
                onSave(draft)
                dismiss()
            }
        }
    }
}

struct ContactView: View {
    @State private var contact = Contact(name: "Ada", phone: "555")
    @State private var isEditing = false

    var body: some View {
        VStack {
            Text("\(contact.name): \(contact.phone)")
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing, onDismiss: { print("dismissed, phone \(contact.phone)") }) {
            EditContactSheet(contact: contact) { contact = $0 }
        }
    }
}

:mount ContactView()
:tap "Edit"
:type "-01" into "Phone"
:tap "Cancel"
:tap "Edit"
:type "-99" into "Phone"
:tap "Save"
// expect: dismissed, phone 555
// expect: dismissed, phone 555-99
