// Observation in depth: a computed property is tracked through the stored properties its getter reads
// The macro tracks stored vars only; a computed property's getter reads them through their tracked getters, so a
// body showing `fullName` depends on `firstName` and `lastName` and not on `phone` (rules §8.1, §8; Apple
// `observation/observable()`; WWDC23 "Discover Observation in SwiftUI": computed properties built from stored ones
// are observed). Button actions' reads are untracked (§8.3).
import SwiftUI

@Observable
final class Contact {
    var firstName = "Ada"
    var lastName = "Byron"
    var phone = "555-0100"

    var fullName: String { "\(firstName) \(lastName)" }
}

struct ContactCard: View {
    @State private var contact = Contact()

    var body: some View {
        let _ = print("card: \(contact.fullName)")
        VStack(alignment: .leading) {
            Text(contact.fullName)
                .font(.title)
            Button("New phone") { contact.phone = "555-0199" }
            Button("Married") { contact.lastName = "Lovelace" }
            Button("Nickname") { contact.firstName = "Addie" }
        }
    }
}

:mount ContactCard()
// expect: card: Ada Byron
:tap "New phone"
:tap "Married"
// expect: card: Ada Lovelace
:tap "Nickname"
// expect: card: Addie Lovelace
