// The deprecated `alert(item:content:)` with an `Alert` value, still the first answer on many Stack Overflow
// threads: tapping a contact shows an alert with its phone number (own names and code).
// What SwiftUI does: the content closure is not escaping; it is called during the parent's body while the item is
// non-nil (rules §13.2, §15.17). The item is read by the body to build the alert, so setting it runs the parent's
// body, and so does clearing it (rules §8.7). The dismiss button runs its action and sets the item back to nil
// (rules §13.2).
// Sources: rules §8.7, §13.2, §15.17; https://developer.apple.com/documentation/swiftui/view/alert(item:content:)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
    let phone: String
}

struct ContactsScreen: View {
    let contacts = [
        Contact(id: 1, name: "Rosa", phone: "555-0101"),
        Contact(id: 2, name: "Theo", phone: "555-0199"),
    ]
    @State private var selectedContact: Contact?

    var body: some View {
        let _ = print("ContactsScreen body")
        List(contacts) { contact in
            Button(contact.name) {
                selectedContact = contact
            }
        }
        .alert(item: $selectedContact) { contact in
            print("building alert for \(contact.name)")
            return Alert(
                title: Text(contact.name),
                message: Text(contact.phone),
                dismissButton: .default(Text("Done")) {
                    print("closed \(contact.name)")
                }
            )
        }
    }
}

:mount ContactsScreen()
// expect: ContactsScreen body
:tap "Rosa"
// expect: ContactsScreen body
// expect: building alert for Rosa
:tap "Done"
// expect: closed Rosa
// expect: ContactsScreen body
:tap "Theo"
// expect: ContactsScreen body
// expect: building alert for Theo
