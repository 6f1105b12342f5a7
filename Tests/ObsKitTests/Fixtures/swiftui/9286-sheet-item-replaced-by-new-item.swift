// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (a sheet driven by an optional Identifiable item: show one contact, then switch to another from inside the sheet)
// With `sheet(item:)` the sheet is up while the item is non-nil and its content gets the item. Apple's page:
// "If item changes, the system dismisses the sheet and replaces it with a new one using the same process."
// So a new item (another id) dismisses the current sheet's content (its onDisappear) before the new one
// appears (its onAppear). Swiping the sheet down sets the item back to nil.
// - Tapping Ada shows Ada's sheet; "Next: Grace" inside it replaces it with Grace's.
// - Dismissing leaves the item nil (the main screen's body reads it and prints).
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

struct ContactSheet: View {
    let contact: Contact
    let onNext: () -> Void

    var body: some View {
        VStack {
            Text(contact.name)
            Button("Next contact", action: onNext)
        }
        .onAppear { print("sheet for \(contact.name) appears") }
        .onDisappear { print("sheet for \(contact.name) disappears") }
    }
}

struct ContactsScreen: View {
    let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]
    @State private var selected: Contact?

    var body: some View {
        let _ = print("screen: selected \(selected?.name ?? "nobody")")
        List(contacts) { contact in
            Button(contact.name) { selected = contact }
        }
        .sheet(item: $selected) { contact in
            ContactSheet(contact: contact) {
                selected = contacts.first { $0.id != contact.id }
            }
        }
    }
}

:mount ContactsScreen()
// expect: screen: selected nobody
:tap "Ada"
// expect: screen: selected Ada
// expect: sheet for Ada appears
:tap "Next contact"
// expect: screen: selected Grace
// expect: sheet for Ada disappears
// expect: sheet for Grace appears
:dismiss
// expect: screen: selected nobody
// expect: sheet for Grace disappears
