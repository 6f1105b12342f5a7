// Check error: a View struct whose content is in a property not named body
import SwiftUI

struct WelcomeCard: View {
    let name: String

    var content: some View {
        VStack {
            Text("Welcome, \(name)!")
            Image(systemName: "hand.wave")
        }
    }
}

:mount WelcomeCard(name: "Lea")
// expect-error: type 'WelcomeCard' does not conform to protocol 'View'
