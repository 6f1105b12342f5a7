// Blog style (Swift with Majid): a local @Bindable in a ForEach row over @Observable contacts: typing re-runs only the badge that reads the name, not the list's owner (rules §8.4, §8.5, §2.3, §15.10)
import SwiftUI
import Observation

@Observable
final class Contact: Identifiable {
    let id: Int
    var name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class AddressBook {
    var contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")]
}

struct NameBadge: View {
    let contact: Contact

    var body: some View {
        let _ = print("NameBadge \(contact.id) \(contact.name)")
        Text(contact.name)
    }
}

struct BookView: View {
    @State private var book = AddressBook()

    var body: some View {
        let _ = print("BookView body")
        List {
            ForEach(book.contacts) { contact in
                @Bindable var contact = contact
                VStack {
                    TextField("Name for \(contact.id)", text: $contact.name)
                    NameBadge(contact: contact)
                }
            }
        }
    }
}
:mount BookView()
// expect: BookView body
// expect: NameBadge 1 Ann
// expect: NameBadge 2 Bo
:type "b" into "Name for 2"
// expect: NameBadge 2 Bob
:type "!" into "Name for 1"
// expect: NameBadge 1 Ann!
