// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (with @Observable, SwiftUI updates a view only when a property its body reads changes: a view that reads only the name does not run its body when the count changes)
import SwiftUI

@Observable
final class Profile {
    var name = "Kim"
    var visits = 0
}

struct NameLabel: View {
    let profile: Profile

    var body: some View {
        let _ = print("NameLabel body: \(profile.name)")
        Text(profile.name)
    }
}

struct VisitLabel: View {
    let profile: Profile

    var body: some View {
        let _ = print("VisitLabel body: \(profile.visits)")
        Text("\(profile.visits) visits")
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        VStack {
            NameLabel(profile: profile)
            VisitLabel(profile: profile)
            Button("Visit") { profile.visits += 1 }
            Button("Rename") { profile.name = "Lee" }
        }
    }
}

:mount ProfileScreen()
:tap "Visit"
:tap "Rename"
// expect: NameLabel body: Kim
// expect: VisitLabel body: 0
// expect: VisitLabel body: 1
// expect: NameLabel body: Lee
