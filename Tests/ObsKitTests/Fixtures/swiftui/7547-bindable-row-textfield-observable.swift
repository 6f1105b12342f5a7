// Swift with Majid style: editing `@Observable` contacts in rows with `@Bindable` — a keystroke re-runs only the row being edited
// What SwiftUI does: `@Bindable` is a plain wrapper, not a dynamic property (Apple `bindable`, rules §8.5), so a
// row holding only it first runs with `@self changed.` (rules §12.2). Making `$contact.name` reads `name` in the
// row's body, so the row depends on it (rules §8.5); each keystroke (one turn per character, `:type`) writes `name`
// and re-runs that row alone, `@dependencies` (rules §8.3, §12.1). The list read only the array, so it does not
// run. The "Print" action reads the models outside any body (rules §8.3).
// Sources: rules §8.3, §8.5, §12.1, §12.2; https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI
import Observation

@Observable
final class ContactModel: Identifiable {
    let id: Int
    var name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class AddressBook {
    var contacts = [ContactModel(id: 1, name: "Jo"), ContactModel(id: 2, name: "Li")]
}

struct ContactEditor: View {
    @Bindable var contact: ContactModel

    var body: some View {
        let _ = Self._printChanges()
        TextField("Name", text: $contact.name)
    }
}

struct AddressBookView: View {
    @State private var book = AddressBook()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            List {
                ForEach(book.contacts) { contact in
                    ContactEditor(contact: contact)
                }
            }
            Button("Print") {
                print(book.contacts.map(\.name).joined(separator: ", "))
            }
        }
    }
}

:mount AddressBookView()
// expect: AddressBookView: @self, @identity, _book changed.
// expect: ContactEditor: @self changed.
// expect: ContactEditor: @self changed.
:type "ey" into "Name"
// expect: ContactEditor: @dependencies changed.
// expect: ContactEditor: @dependencies changed.
:type "z" into "Name" 2
// expect: ContactEditor: @dependencies changed.
:tap "Print"
// expect: Joey, Liz
