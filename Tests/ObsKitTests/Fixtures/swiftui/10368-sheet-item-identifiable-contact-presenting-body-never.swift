// cookbook style: sheet(item:) with an Identifiable contact: the presenting body never runs (it reads no item), the sheet's content owns a @State note that starts over with each presentation, dismiss() from @Environment(\.dismiss) closes it and :dismiss swipes it away (rules §13.1, §8.7, §15.12, §1.4, §11.1)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

struct ContactSheet: View {
    let contact: Contact
    @State private var note = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("ContactSheet body: \(contact.name) note='\(note)'")
        VStack {
            TextField("Note", text: $note)
            Button("Close") { dismiss() }
        }
        .onAppear { print("ContactSheet appear \(contact.name)") }
        .onDisappear { print("ContactSheet disappear \(contact.name)") }
    }
}

struct ContactsScreen: View {
    @State private var selected: Contact?
    let contacts = [Contact(id: 1, name: "Rui"), Contact(id: 2, name: "Mei")]

    var body: some View {
        let _ = print("ContactsScreen body")
        VStack {
            ForEach(contacts) { contact in
                Button("Show \(contact.name)") { selected = contact }
            }
        }
        .sheet(item: $selected) { contact in
            ContactSheet(contact: contact)
        }
    }
}

:mount ContactsScreen()
// expect: ContactsScreen body
:tap "Show Rui"
// expect: ContactSheet body: Rui note=''
// expect: ContactSheet appear Rui
:type "hi" into "Note"
// expect: ContactSheet body: Rui note='h'
// expect: ContactSheet body: Rui note='hi'
:tap "Close"
// expect: ContactSheet disappear Rui
:tap "Show Rui"
// expect: ContactSheet body: Rui note=''
// expect: ContactSheet appear Rui
:dismiss
// expect: ContactSheet disappear Rui
:tap "Show Mei"
// expect: ContactSheet body: Mei note=''
// expect: ContactSheet appear Mei
