// ForEach with id: \.self over a struct that is not Hashable
// Written by an outside author (stop 28 corpus, file 7081); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct Contact {
    var name: String
    var phone: String
}

struct ContactsView: View {
    let contacts = [
        Contact(name: "Ana", phone: "555-0100"),
        Contact(name: "Ben", phone: "555-0199"),
    ]

    var body: some View {
        List {
            ForEach(contacts, id: \.self) { contact in
                Text(contact.name)
            }
        }
    }
}

// expect-error: generic struct 'ForEach' requires that 'Contact' conform to 'Hashable'
