// Reddit r/SwiftUI style: classic pitfall (on purpose): a nested ObservableObject (profile.address) whose change publishes nothing on the outer object, so the card that observes the profile shows a stale city; the accepted fix observes the inner object in a subview with @ObservedObject (rules §6.3, §5.1, §2.3)
import SwiftUI

final class Address: ObservableObject {
    @Published var city = "Lyon"
}

final class Profile: ObservableObject {
    @Published var name = "Zoe"
    @Published var address = Address()
}

struct AddressLine: View {
    @ObservedObject var address: Address

    var body: some View {
        let _ = print("AddressLine body: \(address.city)")
        Text(address.city)
    }
}

struct ProfileCard: View {
    @StateObject private var profile = Profile()

    var body: some View {
        let _ = print("ProfileCard body: \(profile.name) in \(profile.address.city)")
        VStack {
            Text("\(profile.name), \(profile.address.city)")
            Button("Move") { profile.address.city = "Nice" }
            Button("Rename") { profile.name = "Zed" }
            AddressLine(address: profile.address)
        }
    }
}

:mount ProfileCard()
// expect: ProfileCard body: Zoe in Lyon
// expect: AddressLine body: Lyon
:tap "Move"
// expect: AddressLine body: Nice
:tap "Rename"
// expect: ProfileCard body: Zed in Nice
