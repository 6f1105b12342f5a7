// sheet(item:onDismiss:content:) with an Identifiable struct: tapping a row presents a detail for that row; closing by swipe or by dismiss() sets the item back to nil, then onDismiss runs; expected output by the SwiftUI rules (rules §13 sheet(item:) content built lazily from the unwrapped item, user dismissal sets nil then onDismiss; Apple: sheet(item:onDismiss:content:), EnvironmentValues.dismiss)
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
    let phone: String
}

struct ContactDetail: View {
    let contact: Contact
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("ContactDetail body for \(contact.name)")
        VStack {
            Text(contact.name)
                .font(.title)
            Text(contact.phone)
            Button("Close") {
                dismiss()
            }
        }
    }
}

struct ContactsView: View {
    @State private var selected: Contact?
    let contacts = [
        Contact(id: 1, name: "Ada", phone: "555-0101"),
        Contact(id: 2, name: "Grace", phone: "555-0102"),
    ]

    var body: some View {
        VStack {
            ForEach(contacts) { contact in
                Button(contact.name) {
                    selected = contact
                }
            }
        }
        .sheet(item: $selected, onDismiss: {
            print("dismissed, selected is \(selected?.name ?? "nil")")
        }) { contact in
            ContactDetail(contact: contact)
        }
    }
}

:mount ContactsView()
:tap "Ada"
:dismiss
:tap "Grace"
:tap "Close"

// expect: ContactDetail body for Ada
// expect: dismissed, selected is nil
// expect: ContactDetail body for Grace
// expect: dismissed, selected is nil
