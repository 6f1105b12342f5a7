// SwiftUI from Apple's documentation: a pushed detail view edits a list element through the row's Binding
// Apple, List init(_:rowContent:) (https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)): a list from
// `Binding<Data>` whose rowContent receives `Binding<Data.Element>`.
// Apple, Binding (https://developer.apple.com/documentation/swiftui/binding): "A binding connects a property to a source of
// truth stored elsewhere"; State: share state with subviews "as a binding for read-write access".
import SwiftUI

struct Contact: Identifiable {
    let id = UUID()
    var name: String
    var isFavorite = false
}

struct ContactDetail: View {
    @Binding var contact: Contact
    var body: some View {
        Form {
            Toggle("Favorite", isOn: $contact.isFavorite)
        }
    }
}

struct ContactList: View {
    @State private var contacts = [Contact(name: "Ana"), Contact(name: "Ben")]
    var body: some View {
        NavigationStack {
            List($contacts) { $contact in
                NavigationLink(contact.name) {
                    ContactDetail(contact: $contact)
                }
            }
            .navigationTitle("Contacts")
        }
        .onChange(of: contacts.map(\.isFavorite)) { _, favorites in
            print("favorites: \(favorites)")
        }
    }
}

:mount ContactList()
:tap "Ben"
:toggle "Favorite"
:pop
:tap "Ana"
:toggle "Favorite"
// expect: favorites: [false, true]
// expect: favorites: [true, true]
