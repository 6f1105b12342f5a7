// Follows Apple's `List` page (https://developer.apple.com/documentation/swiftui/list), its multiple-selection
// example: `@State private var multiSelection = Set<UUID>()`, `List(oceans, selection: $multiSelection)`, an
// `EditButton()` in the toolbar and `Text("\(multiSelection.count) selections")`. Own code: contacts with Int ids
// and a "Delete selected" button.
// - A tap on a row of a set-selection list adds its id to the set, and a second tap removes it (rules §15.18; in
//   edit mode, as here, that is how iOS selects several rows).
// - EditButton toggles the edit mode of the NavigationStack's content and is titled "Done" while editing (Apple
//   `editbutton`; rules §15.25). The parent does not read the edit mode (it declares no @Environment(\.editMode)),
//   so tapping Edit or Done runs no body here (rules §14.2, §3.5).
// - The body reads the selection and the contacts, so each change runs it once; deleting writes both in one action:
//   one body run (rules §10.1). The script deletes while still editing: whether leaving edit mode clears a multiple
//   selection is not something this file relies on.
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

struct ContactPicker: View {
    @State private var contacts = [
        Contact(id: 1, name: "Ada"),
        Contact(id: 2, name: "Ben"),
        Contact(id: 3, name: "Cai"),
    ]
    @State private var multiSelection = Set<Int>()

    var body: some View {
        let chosen = contacts.filter { multiSelection.contains($0.id) }.map(\.name)
        let _ = print("ContactPicker body: \(contacts.map(\.name).joined(separator: ", ")); selected: \(chosen.isEmpty ? "none" : chosen.joined(separator: ", "))")
        NavigationStack {
            VStack {
                List(contacts, selection: $multiSelection) { contact in
                    Text(contact.name)
                }
                Text("\(multiSelection.count) selections")
            }
            .navigationTitle("Contacts")
            .toolbar {
                EditButton()
                Button("Delete selected") {
                    contacts.removeAll { multiSelection.contains($0.id) }
                    multiSelection.removeAll()
                }
            }
        }
    }
}

:mount ContactPicker()
// expect: ContactPicker body: Ada, Ben, Cai; selected: none
:tap "Edit"
:tap "Ada"
// expect: ContactPicker body: Ada, Ben, Cai; selected: Ada
:tap "Cai"
// expect: ContactPicker body: Ada, Ben, Cai; selected: Ada, Cai
:tap "Ada"
// expect: ContactPicker body: Ada, Ben, Cai; selected: Cai
:tap "Ben"
// expect: ContactPicker body: Ada, Ben, Cai; selected: Ben, Cai
:tap "Delete selected"
// expect: ContactPicker body: Ada; selected: none
:tap "Done"
