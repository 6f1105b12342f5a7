// Mistake: uses `if let` to unwrap a property that is not optional.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct Contact {
    let name: String
    let phone: String
    let email: String?
}

struct ContactCard: View {
    let contact: Contact

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(contact.name)
                .font(.title2)
            if let phone = contact.phone {
                Label(phone, systemImage: "phone")
            }
            if let email = contact.email {
                Label(email, systemImage: "envelope")
            }
        }
        .padding()
    }
}

:mount ContactCard(contact: Contact(name: "Iris", phone: "555-0101", email: nil))
// expect-error: initializer for conditional binding must have Optional type, not 'String'
