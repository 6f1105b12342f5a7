// Follows the Observation framework's `withObservationTracking(_:onChange:)` and `ObservationIgnored()` pages: a
// profile screen arms tracking of the computed `fullName` when it appears, and a card shows it.
// - Reading a computed property tracks the stored properties its getter reads (`first`, `last`); a property nobody
//   read (`nickname`) and an @ObservationIgnored one (`lastViewed`) fire nothing (rules §8.1, §8.2, §8.3; checked
//   with swiftc 6.3.1).
// - onChange fires before the new value is stored, and the card's body runs in the update after the action
//   (rules §8.2, §10.1). An equal `=` notifies nobody (rules §8.1).
// - `onAppear` runs after the first update; its reads are no view dependency (rules §10.3, §8.3).
import SwiftUI
import Observation

@Observable final class Profile {
    var first = "Ada"
    var last = "Lovelace"
    var nickname = ""
    @ObservationIgnored var lastViewed = "never"

    var fullName: String { "\(first) \(last)" }
}

struct ProfileCard: View {
    var profile: Profile

    var body: some View {
        let _ = print("card: \(profile.fullName)")
        Text(profile.fullName)
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            ProfileCard(profile: profile)
            Button("Nickname") { profile.nickname = "Countess" }
            Button("Viewed") { profile.lastViewed = "today" }
            Button("Marry") { profile.last = "King" }
        }
        .onAppear {
            withObservationTracking {
                print("tracking \(profile.fullName)")
            } onChange: {
                print("fullName will change")
            }
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body
// expect: card: Ada Lovelace
// expect: tracking Ada Lovelace
:tap "Nickname"
:tap "Viewed"
:tap "Marry"
// expect: fullName will change
// expect: card: Ada King
:tap "Marry"
