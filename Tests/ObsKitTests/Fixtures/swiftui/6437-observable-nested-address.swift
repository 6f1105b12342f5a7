// Donny Wals / Fatbobman style nested @Observable objects: a view reading profile.address.city tracks both links of the chain; Apple "Observable()"; rules §8.1, §8.3, §8.4
import SwiftUI

@Observable
final class Address {
    var city: String
    var street: String

    init(city: String, street: String) {
        self.city = city
        self.street = street
        print("Address \(city) init")
    }
}

@Observable
final class Profile {
    var name = "Ada"
    var address = Address(city: "London", street: "Baker St")
}

struct CityLabel: View {
    let profile: Profile

    var body: some View {
        let _ = print("CityLabel body: \(profile.address.city)")
        Text(profile.address.city)
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            CityLabel(profile: profile)
            Button("Street") { profile.address.street = "Abbey Rd" }
            Button("City") { profile.address.city = "Paris" }
            Button("Move") { profile.address = Address(city: "Rome", street: "Via Appia") }
            Button("Rename") { profile.name = "Grace" }
        }
    }
}

:mount ProfileScreen()
:tap "Street"
:tap "City"
:tap "Move"
:tap "Rename"
:tap "City"

// expect: Address London init
// expect: ProfileScreen body
// expect: CityLabel body: London
// expect: CityLabel body: Paris
// expect: Address Rome init
// expect: CityLabel body: Rome
// expect: CityLabel body: Paris
