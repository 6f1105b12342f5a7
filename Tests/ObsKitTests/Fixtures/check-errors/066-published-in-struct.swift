// @Published used on a property of a struct instead of a class
// Written by an outside author (stop 28 corpus, file 7076); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI
import Combine

struct UserProfile {
    @Published var name = "Guest"
    var age = 0
}

struct ProfileView: View {
    @State private var profile = UserProfile()

    var body: some View {
        Text("Hello, \(profile.name)")
    }
}

// expect-error: 'wrappedValue' is unavailable: @Published is only available on properties of classes
