// forms and editing style: an edit mode without EditButton: a @State isEditing flag flipped by an Edit/Done button shows per-row Delete buttons; add and delete are plain buttons on an @Observable store (no onDelete) (rules §8.3, §3.5, §1.2)
import SwiftUI

@Observable
final class ContactStore {
    var names = ["Ada", "Grace", "Linus"]
}

struct ContactsScreen: View {
    @State private var store = ContactStore()
    @State private var isEditing = false

    var body: some View {
        let _ = print("ContactsScreen body: editing=\(isEditing) \(store.names)")
        VStack {
            Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
            ForEach(store.names, id: \.self) { name in
                HStack {
                    Text(name)
                    if isEditing {
                        Button("Delete \(name)") {
                            store.names.removeAll { $0 == name }
                        }
                    }
                }
            }
            if !isEditing {
                Button("Add") { store.names.append("New \(store.names.count + 1)") }
            }
        }
    }
}

:mount ContactsScreen()
// expect: ContactsScreen body: editing=false ["Ada", "Grace", "Linus"]
:tap "Add"
// expect: ContactsScreen body: editing=false ["Ada", "Grace", "Linus", "New 4"]
:tap "Edit"
// expect: ContactsScreen body: editing=true ["Ada", "Grace", "Linus", "New 4"]
:tap "Delete Grace"
// expect: ContactsScreen body: editing=true ["Ada", "Linus", "New 4"]
:tap "Done"
// expect: ContactsScreen body: editing=false ["Ada", "Linus", "New 4"]
:tap "Delete Ada"
// expect-error: no visible button labelled "Delete Ada"
