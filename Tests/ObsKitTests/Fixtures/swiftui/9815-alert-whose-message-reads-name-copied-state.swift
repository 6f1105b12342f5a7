// Pitfall on purpose: an alert whose message reads a name copied into @State when the button was tapped; after a rename, "Call again" shows the stale copy. The isPresented: form builds its message in every parent body, shown or not; the fix stores the id and uses presenting:, whose message is built only while there is data and looks the current name up (rules §8.6, §13.2, §8.7, §3.5)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

struct ContactsView: View {
    @State private var contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")]
    @State private var alertName = ""
    @State private var showAlert = false

    var body: some View {
        let _ = print("ContactsView body")
        VStack {
            List(contacts) { contact in
                Button("Call \(contact.name)") {
                    alertName = contact.name
                    showAlert = true
                }
            }
            Button("Rename Ann") { contacts[0].name = "Annie" }
            Button("Call again") { showAlert = true }
        }
        .alert("Call", isPresented: $showAlert) {
            Button("OK") {}
        } message: {
            let _ = print("message: call \(alertName)?")
            Text("Call \(alertName)?")
        }
    }
}

struct FixedContactsView: View {
    @State private var contacts = [Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bo")]
    @State private var callingID: Int?
    @State private var showAlert = false

    var body: some View {
        let _ = print("FixedContactsView body")
        VStack {
            List(contacts) { contact in
                Button("Call \(contact.name)") {
                    callingID = contact.id
                    showAlert = true
                }
            }
            Button("Rename Ann") { contacts[0].name = "Annie" }
            Button("Call again") { showAlert = true }
        }
        .alert("Call", isPresented: $showAlert, presenting: contacts.first { $0.id == callingID }) { _ in
            Button("OK") {}
        } message: { contact in
            let _ = print("message: call \(contact.name)?")
            Text("Call \(contact.name)?")
        }
    }
}

:mount ContactsView()
// expect: ContactsView body
// expect: message: call ?
:tap "Call Ann"
// expect: ContactsView body
// expect: message: call Ann?
:tap "OK"
:tap "Rename Ann"
// expect: ContactsView body
// expect: message: call Ann?
:tap "Call again"
:tap "OK"
:mount FixedContactsView()
// expect: FixedContactsView body
:tap "Call Ann"
// expect: FixedContactsView body
// expect: message: call Ann?
:tap "OK"
:tap "Rename Ann"
// expect: FixedContactsView body
// expect: message: call Annie?
:tap "Call again"
:tap "OK"
