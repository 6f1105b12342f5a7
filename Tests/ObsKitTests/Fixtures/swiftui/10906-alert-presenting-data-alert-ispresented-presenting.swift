// Tutorial style (alert presenting data): .alert(_:isPresented:presenting:) reads the data in the presenter's body, so choosing a contact runs the body, and the action gets the contact (rules §13.2, §8.7, §3.5)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

struct ContactsView: View {
    @State private var contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Ben"), Contact(id: 3, name: "Cleo")]
    @State private var toRemove: Contact?
    @State private var askRemove = false

    var body: some View {
        let _ = print("ContactsView.body \(contacts.count) contacts")
        List {
            ForEach(contacts) { contact in
                Button("Remove \(contact.name)") {
                    toRemove = contact
                    askRemove = true
                }
            }
        }
        .alert("Remove contact?", isPresented: $askRemove, presenting: toRemove) { contact in
            Button("Remove", role: .destructive) {
                print("removing \(contact.name)")
                contacts.removeAll { $0.id == contact.id }
            }
            Button("Cancel", role: .cancel) {
                print("cancel \(contact.name)")
            }
        } message: { contact in
            Text("\(contact.name) will be removed.")
        }
    }
}
:mount ContactsView()
// expect: ContactsView.body 3 contacts
:tap "Remove Ben"
// expect: ContactsView.body 3 contacts
:tap "Remove"
// expect: removing Ben
// expect: ContactsView.body 2 contacts
:tap "Remove Cleo"
// expect: ContactsView.body 2 contacts
:tap "Cancel"
// expect: cancel Cleo
