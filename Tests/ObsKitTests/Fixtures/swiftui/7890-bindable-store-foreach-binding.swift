// An @Observable address book edited through `ForEach($book.contacts) { $contact in ... }` with `@Bindable`.
// Making `$book.contacts` reads `contacts` in AddressBookView's body (rules §8.5, §9.2), so each keystroke in a
// row re-runs it as `@dependencies` (§8.3, §12.1). The rows' bindings go through the object and `contacts`, and a
// binding keeps the value it read: per the rules, "a row given `$store.items[i]` runs again when the items
// changed" (§9.2, fixture 398), so both editors run, the untouched one included. A stored `@Bindable` is not a
// dynamic property: the first run prints only `@self` (§12.2).
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

@Observable
final class AddressBook {
    var contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")]
}

struct ContactEditor: View {
    @Binding var contact: Contact

    var body: some View {
        let _ = print("editor \(contact.id): \(contact.name)")
        TextField("Name", text: $contact.name)
    }
}

struct AddressBookView: View {
    @Bindable var book: AddressBook

    var body: some View {
        let _ = Self._printChanges()
        Form {
            ForEach($book.contacts) { $contact in
                ContactEditor(contact: $contact)
            }
        }
    }
}

struct BookRoot: View {
    @State private var book = AddressBook()
    var body: some View {
        AddressBookView(book: book)
    }
}

:mount BookRoot()
// expect: AddressBookView: @self changed.
// expect: editor 1: Ann
// expect: editor 2: Bo
:type "b" into "Name" 2
// expect: AddressBookView: @dependencies changed.
// expect: editor 1: Ann
// expect: editor 2: Bob
