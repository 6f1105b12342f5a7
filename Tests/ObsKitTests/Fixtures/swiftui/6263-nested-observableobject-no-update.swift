// "My view doesn't update when I change a property of a nested ObservableObject": a @Published property holding a class publishes only when the reference is replaced; the fix is a subview that observes the inner object itself (SEMANTICS §6 "@Published set: objectWillChange.send()" on assignment of that property only, §5 ObservedObject subscribes to the object it holds, §2 a new reference makes the child differ)
import SwiftUI

final class Profile: ObservableObject {
    @Published var displayName: String

    init(displayName: String) {
        self.displayName = displayName
    }
}

final class AccountStore: ObservableObject {
    @Published var profile = Profile(displayName: "Ann")
}

struct ProfileBadge: View {
    @ObservedObject var profile: Profile

    var body: some View {
        let _ = print("badge body: \(profile.displayName)")
        Text(profile.displayName)
    }
}

struct AccountScreen: View {
    @StateObject private var store = AccountStore()

    var body: some View {
        let _ = print("screen body: \(store.profile.displayName)")
        VStack {
            ProfileBadge(profile: store.profile)
            Button("Rename in place") { store.profile.displayName = "Bea" }
            Button("Replace profile") { store.profile = Profile(displayName: "Cal") }
        }
    }
}

:mount AccountScreen()
:tap "Rename in place"
:tap "Replace profile"

// expect: screen body: Ann
// expect: badge body: Ann
// expect: badge body: Bea
// expect: screen body: Cal
// expect: badge body: Cal
