// Tutorial style (a .task per List row): each contact row checks its presence in its own .task; deleting a row whose task is still sleeping cancels that task only (rules §1.2, §1.4, §11.3, §15.2)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

struct ContactRow: View {
    let contact: Contact
    @State private var status = "…"

    var body: some View {
        HStack {
            Text(contact.name)
            Spacer()
            Text(status)
        }
        .task {
            do {
                try await Task.sleep(for: .seconds(contact.id))
                status = "online"
                print("\(contact.name) is online")
            } catch {
                print("presence check for \(contact.name) cancelled")
            }
        }
    }
}

struct ContactsView: View {
    @State private var contacts = [
        Contact(id: 1, name: "Ana"),
        Contact(id: 2, name: "Ben"),
        Contact(id: 3, name: "Cleo"),
    ]

    var body: some View {
        List {
            ForEach(contacts) { contact in
                ContactRow(contact: contact)
            }
            .onDelete { offsets in
                print("deleting \(offsets.map { contacts[$0].name })")
                contacts.remove(atOffsets: offsets)
            }
        }
    }
}

:mount ContactsView()
:advance 1s
// expect: Ana is online
:delete "Cleo"
// expect: deleting ["Cleo"]
// expect: presence check for Cleo cancelled
:advance 1s
// expect: Ben is online
:advance 5s
