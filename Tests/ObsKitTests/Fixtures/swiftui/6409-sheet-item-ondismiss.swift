// Apple, "sheet(item:onDismiss:content:)" (present a detail for the tapped Identifiable item; dismissal sets it to nil, then calls onDismiss); rules §13.1, §3.5
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

struct ContactDetail: View {
    let contact: Contact

    init(contact: Contact) {
        self.contact = contact
        print("ContactDetail init: \(contact.name)")
    }

    var body: some View {
        let _ = print("ContactDetail body: \(contact.name)")
        Text(contact.name)
            .font(.largeTitle)
    }
}

struct ContactsView: View {
    @State private var selected: Contact?
    let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]

    var body: some View {
        let _ = print("ContactsView body")
        List(contacts) { contact in
            Button(contact.name) { selected = contact }
        }
        .sheet(item: $selected, onDismiss: { print("sheet dismissed") }) { contact in
            ContactDetail(contact: contact)
        }
    }
}

:mount ContactsView()
:tap "Grace"
:dismiss
:tap "Ada"
:dismiss

// expect: ContactsView body
// expect: ContactDetail init: Grace
// expect: ContactDetail body: Grace
// expect: sheet dismissed
// expect: ContactDetail init: Ada
// expect: ContactDetail body: Ada
// expect: sheet dismissed
