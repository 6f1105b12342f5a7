// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (with ObservableObject, a view that observes the object updates when any published property changes, even one its body does not read)
import SwiftUI

final class Profile: ObservableObject {
    @Published var name = "Kim"
    @Published var visits = 0
}

struct NameLabel: View {
    @ObservedObject var profile: Profile

    var body: some View {
        let _ = print("NameLabel body: \(profile.name)")
        Text(profile.name)
    }
}

struct ProfileScreen: View {
    @StateObject private var profile = Profile()

    var body: some View {
        VStack {
            NameLabel(profile: profile)
            Button("Visit") {
                profile.visits += 1
                print("visits \(profile.visits)")
            }
        }
    }
}

:mount ProfileScreen()
:tap "Visit"
:tap "Visit"
// expect: NameLabel body: Kim
// expect: visits 1
// expect: NameLabel body: Kim
// expect: visits 2
// expect: NameLabel body: Kim
