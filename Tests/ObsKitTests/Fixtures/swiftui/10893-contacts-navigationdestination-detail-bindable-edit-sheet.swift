// Apple tutorial style (contacts): a navigationDestination(for:) detail with a @Bindable edit sheet, onAppear/onDisappear order across push and pop (rules §11.1, §14.3, §8.5)
import SwiftUI
import Observation

@Observable
final class Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var phone: String
    init(id: Int, name: String, phone: String) {
        self.id = id
        self.name = name
        self.phone = phone
    }
    static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@Observable
final class AddressBook {
    var contacts = [Contact(id: 1, name: "Mia", phone: "555-0101"), Contact(id: 2, name: "Noah", phone: "555-0102")]
}

struct ContactDetail: View {
    @Bindable var contact: Contact
    var body: some View {
        let _ = print("detail \(contact.name) \(contact.phone)")
        Form {
            TextField("Phone", text: $contact.phone)
        }
        .navigationTitle(contact.name)
        .onAppear { print("detail appear") }
        .onDisappear { print("detail disappear") }
    }
}

struct ContactsView: View {
    @Environment(AddressBook.self) private var book
    var body: some View {
        let _ = print("contacts \(book.contacts.count)")
        NavigationStack {
            List(book.contacts) { contact in
                NavigationLink(contact.name, value: contact)
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact)
            }
            .onAppear { print("list appear") }
            .onDisappear { print("list disappear") }
        }
    }
}

let book = AddressBook()
:mount ContactsView().environment(book)
// expect: contacts 2
// expect: list appear
:tap "Noah"
// expect: detail Noah 555-0102
// expect: detail appear
// expect: list disappear
:type "9" into "Phone"
// expect: detail Noah 555-01029
:back
// expect: list appear
// expect: detail disappear
print(book.contacts[1].phone)
// expect: 555-01029
