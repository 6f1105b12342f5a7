// Stack Overflow style: "changing a property of a nested ObservableObject doesn't update my view".
// `profile.address.city = "Porto"` sets a @Published property of the Address object: only Address's objectWillChange
// fires (rules §6.3). UserProfile's `address` still holds the same reference, so UserProfile publishes nothing and
// ProfileSummary, which observes only UserProfile, does not run (rules §5.1, §6.5). The fix is a subview that
// observes the nested object itself. A later change to the profile re-runs the summary; CityLabel gets the same
// Address reference, an equal value, and skips its body (rules §2.5: @ObservedObject compares the reference).
import SwiftUI

final class Address: ObservableObject {
    @Published var city = "Lisbon"
}

final class UserProfile: ObservableObject {
    @Published var name = "Ana"
    @Published var address = Address()
}

struct CityLabel: View {
    @ObservedObject var address: Address

    var body: some View {
        let _ = print("CityLabel body: \(address.city)")
        Text(address.city)
    }
}

struct ProfileSummary: View {
    @StateObject private var profile = UserProfile()

    var body: some View {
        let _ = print("ProfileSummary body: \(profile.name) in \(profile.address.city)")
        VStack {
            Button("Move to Porto") {
                profile.address.city = "Porto"
                print("city is now \(profile.address.city)")
            }
            Button("Rename to Bea") { profile.name = "Bea" }
            CityLabel(address: profile.address)
        }
    }
}

:mount ProfileSummary()
// expect: ProfileSummary body: Ana in Lisbon
// expect: CityLabel body: Lisbon
:tap "Move to Porto"
// expect: city is now Porto
// expect: CityLabel body: Porto
:tap "Rename to Bea"
// expect: ProfileSummary body: Bea in Porto
