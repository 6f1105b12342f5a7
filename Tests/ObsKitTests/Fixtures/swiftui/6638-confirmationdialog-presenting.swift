// Follows Apple's page "confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)"
// (developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)):
// blocking a contact chosen in a list, the contact handed to the dialog's actions and message.
// - The actions receive the presented data (Apple's page). A button with the cancel role takes the place of the
//   standard dismiss action (Apple's page; rules §15.11), so only the code's own "Cancel" is there, and it runs.
// - The body reads `pending` (the print and the presenting: argument) and the @Observable block list's `blocked`,
//   so choosing a contact, blocking one and cancelling each run the body once (rules §3.5, §8.3, §10.1); the flag
//   alone would run nothing.
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
}

@Observable
final class BlockList {
    var blocked: [String] = []
}

struct ContactsView: View {
    let contacts = [Contact(id: 1, name: "Ana"), Contact(id: 2, name: "Ben"), Contact(id: 3, name: "Cleo")]
    @State private var blockList = BlockList()
    @State private var isConfirming = false
    @State private var pending: Contact?

    var body: some View {
        let _ = print("ContactsView body, pending \(pending?.name ?? "none"), blocked \(blockList.blocked.count)")
        List(contacts) { contact in
            Button(contact.name) {
                pending = contact
                isConfirming = true
            }
        }
        .confirmationDialog(
            "Block this contact?",
            isPresented: $isConfirming,
            titleVisibility: .visible,
            presenting: pending
        ) { contact in
            Button("Block \(contact.name)", role: .destructive) {
                print("blocking \(contact.name)")
                blockList.blocked.append(contact.name)
            }
            Button("Cancel", role: .cancel) {
                print("not blocking \(contact.name)")
                pending = nil
            }
        } message: { contact in
            Text("\(contact.name) won't be able to call or message you.")
        }
    }
}

:mount ContactsView()
// expect: ContactsView body, pending none, blocked 0
:tap "Ben"
// expect: ContactsView body, pending Ben, blocked 0
:tap "Block Ben"
// expect: blocking Ben
// expect: ContactsView body, pending Ben, blocked 1
:tap "Cleo"
// expect: ContactsView body, pending Cleo, blocked 1
:tap "Cancel"
// expect: not blocking Cleo
// expect: ContactsView body, pending none, blocked 1
