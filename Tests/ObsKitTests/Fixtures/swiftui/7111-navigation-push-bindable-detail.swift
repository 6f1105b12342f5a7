// A contacts list whose rows push a detail editor, the list-and-detail shape of "Managing model data in your app":
// the list keeps @Observable contacts in @State, each NavigationLink's destination takes its contact as @Bindable
// and binds two text fields to it.
// What SwiftUI does: the destination's struct is built in the list's row, but its body waits for the push (rules
// §14.3). In the detail, the bindings read `name` and `phone` (rules §8.5), so each keystroke runs the detail. The row
// under it read only `name`: typing a phone number leaves it alone, typing in the name runs it too (rules §8.3), the
// row first in tree order (rules §2.8). The list never runs again; popping destroys the detail and runs nothing.
// Sources: rules §2.8, §8.3, §8.5, §9.2, §14.3, §15.12;
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
// https://developer.apple.com/documentation/swiftui/navigationlink
import SwiftUI

@Observable
final class Contact: Identifiable {
    let id: Int
    var name: String
    var phone: String

    init(id: Int, name: String, phone: String) {
        self.id = id
        self.name = name
        self.phone = phone
    }
}

struct ContactRow: View {
    let contact: Contact

    var body: some View {
        let _ = print("ContactRow body: \(contact.name)")
        Text(contact.name)
    }
}

struct ContactDetail: View {
    @Bindable var contact: Contact

    var body: some View {
        let _ = print("ContactDetail body: \(contact.name), \(contact.phone)")
        Form {
            TextField("Name", text: $contact.name)
            TextField("Phone", text: $contact.phone)
        }
        .navigationTitle(contact.name)
    }
}

struct ContactsScreen: View {
    @State private var contacts = [
        Contact(id: 1, name: "Ada", phone: "555-01"),
        Contact(id: 2, name: "Lin", phone: "555-02"),
    ]

    var body: some View {
        let _ = print("ContactsScreen body")
        NavigationStack {
            List {
                ForEach(contacts) { contact in
                    NavigationLink {
                        ContactDetail(contact: contact)
                    } label: {
                        ContactRow(contact: contact)
                    }
                }
            }
            .navigationTitle("Contacts")
        }
    }
}

:mount ContactsScreen()
// expect: ContactsScreen body
// expect: ContactRow body: Ada
// expect: ContactRow body: Lin
:tap "Ada"
// expect: ContactDetail body: Ada, 555-01
:type "9" into "Phone"
// expect: ContactDetail body: Ada, 555-019
:type "!" into "Name"
// expect: ContactRow body: Ada!
// expect: ContactDetail body: Ada!, 555-019
:back
