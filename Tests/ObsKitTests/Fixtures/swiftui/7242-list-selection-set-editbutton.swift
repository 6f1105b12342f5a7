// Multiple selection as Apple's List page shows it: `List(contacts, selection: $selected)` over a `Set` of ids, an
// EditButton and a "Delete N" button in the toolbar, disabled while nothing is selected.
// What SwiftUI does: the EditButton changes only the edit mode, which this view does not declare (rules §15.25).
// Each row tap adds or removes its id in the set (rules §15.18); the body reads the set (the count, the button's
// title and `.disabled`) and runs once per tap (rules §3.4). The delete action changes both the contacts and the
// selection: one update, one body (rules §10.1).
// Sources: rules §3.4, §10.1, §15.4, §15.18, §15.25; https://developer.apple.com/documentation/swiftui/list
// https://developer.apple.com/documentation/swiftui/editbutton
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

struct ContactsCleanup: View {
    @State private var contacts = [
        Contact(id: 1, name: "Ana"),
        Contact(id: 2, name: "Bea"),
        Contact(id: 3, name: "Cy"),
        Contact(id: 4, name: "Dan"),
    ]
    @State private var selected = Set<Int>()

    var body: some View {
        let _ = print("ContactsCleanup body: \(contacts.count) contacts, \(selected.count) selected")
        NavigationStack {
            List(contacts, selection: $selected) { contact in
                Text(contact.name)
            }
            .navigationTitle("Contacts")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Delete \(selected.count)", role: .destructive) {
                        deleteSelected()
                    }
                    .disabled(selected.isEmpty)
                }
            }
        }
    }

    private func deleteSelected() {
        print("deleting \(selected.sorted())")
        contacts.removeAll { selected.contains($0.id) }
        selected.removeAll()
    }
}

:mount ContactsCleanup()
// expect: ContactsCleanup body: 4 contacts, 0 selected
:tap "Edit"
:tap "Bea"
// expect: ContactsCleanup body: 4 contacts, 1 selected
:tap "Dan"
// expect: ContactsCleanup body: 4 contacts, 2 selected
:tap "Bea"
// expect: ContactsCleanup body: 4 contacts, 1 selected
:tap "Cy"
// expect: ContactsCleanup body: 4 contacts, 2 selected
:tap "Delete 2"
// expect: deleting [3, 4]
// expect: ContactsCleanup body: 2 contacts, 0 selected
:tap "Done"
