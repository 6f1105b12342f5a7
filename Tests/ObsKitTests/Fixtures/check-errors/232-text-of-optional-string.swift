// Check error: Text given an optional String
import SwiftUI

struct Contact {
    var name: String
    var nickname: String?
}

struct ContactRow: View {
    let contact: Contact

    var body: some View {
        VStack(alignment: .leading) {
            Text(contact.name)
                .font(.headline)
            Text(contact.nickname)
                .foregroundStyle(.secondary)
        }
    }
}

:mount ContactRow(contact: Contact(name: "Robert", nickname: "Bob"))
// expect-error: value of optional type 'String?' must be unwrapped to a value of type 'String'
