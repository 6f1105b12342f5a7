// A contact card that is Equatable on its id and name only, next to a footer that is not Equatable, both given the
// "last synced" text: which bodies run when only the sync time changes?
// What SwiftUI does: the card holds Strings, so it is not plain data, and a non-POD Equatable view is compared with
// its own `==` (rules §2.2), no `.equatable()` needed: a new sync time leaves it equal and its body does not run
// (rules §2.7). The footer is compared field by field, its String by `==` (rules §2.3): the new text differs, so it
// runs. Renaming the contact makes the card unequal, and it runs with the sync time it is given then.
// Sources: rules §2.1, §2.2, §2.3, §2.7; https://chris.eidhof.nl/note/swiftui-view-equality;
// https://developer.apple.com/documentation/swiftui/equatableview
import SwiftUI

struct ContactCard: View, Equatable {
    let contactID: Int
    let name: String
    let lastSynced: String

    static func == (lhs: ContactCard, rhs: ContactCard) -> Bool {
        lhs.contactID == rhs.contactID && lhs.name == rhs.name
    }

    var body: some View {
        let _ = print("ContactCard body: \(name) (synced \(lastSynced))")
        Text(name)
    }
}

struct ContactFooter: View {
    let lastSynced: String

    var body: some View {
        let _ = print("ContactFooter body: \(lastSynced)")
        Text("Last synced: \(lastSynced)")
    }
}

struct AddressBook: View {
    @State private var name = "Ada"
    @State private var synced = "never"

    var body: some View {
        let _ = print("AddressBook body: \(name), synced \(synced)")
        VStack {
            ContactCard(contactID: 7, name: name, lastSynced: synced)
            ContactFooter(lastSynced: synced)
            Button("Sync") { synced = "09:41" }
            Button("Rename") { name = "Ada L." }
        }
    }
}

:mount AddressBook()
// expect: AddressBook body: Ada, synced never
// expect: ContactCard body: Ada (synced never)
// expect: ContactFooter body: never
:tap "Sync"
// expect: AddressBook body: Ada, synced 09:41
// expect: ContactFooter body: 09:41
:tap "Rename"
// expect: AddressBook body: Ada L., synced 09:41
// expect: ContactCard body: Ada L. (synced 09:41)
