// Blog style (my wrapper ignores the new id): a nested @StateObject keeps the model made from the first userID, so a new argument alone changes nothing; a wrapper that hands the current userID to the model in update() (a plain property, not @Published) follows it, since update() runs before each body after the @StateObject box (rules §4.3, §4.2, §7.2, §2.5, §2.6)
import SwiftUI
import Combine

final class ProfileLoader: ObservableObject {
    var userID: Int {
        didSet { print("loader now for user \(userID)") }
    }
    @Published var isLoading = false

    init(userID: Int) {
        self.userID = userID
        print("ProfileLoader init for user \(userID)")
    }
}

@propertyWrapper
struct Profile: DynamicProperty {
    @StateObject private var loader: ProfileLoader
    let userID: Int

    init(userID: Int) {
        self.userID = userID
        _loader = StateObject(wrappedValue: ProfileLoader(userID: userID))
    }

    func update() {
        if loader.userID != userID {
            loader.userID = userID
        }
    }

    var wrappedValue: String { "user \(loader.userID)" }
}

// Mistake: no update(), so the model keeps the first userID.
@propertyWrapper
struct StaleProfile: DynamicProperty {
    @StateObject private var loader: ProfileLoader

    init(userID: Int) {
        _loader = StateObject(wrappedValue: ProfileLoader(userID: userID))
    }

    var wrappedValue: String { "user \(loader.userID)" }
}

struct ProfileCard: View {
    @Profile var profile: String

    init(userID: Int) {
        _profile = Profile(userID: userID)
        print("ProfileCard init \(userID)")
    }

    var body: some View {
        let _ = print("ProfileCard body: \(profile)")
        Text(profile)
    }
}

struct StaleCard: View {
    @StaleProfile var profile: String

    init(userID: Int) {
        _profile = StaleProfile(userID: userID)
        print("StaleCard init \(userID)")
    }

    var body: some View {
        let _ = print("StaleCard body: \(profile)")
        Text(profile)
    }
}

struct ContentView: View {
    @State private var userID = 1

    var body: some View {
        VStack {
            Button("Next user") { userID += 1 }
            ProfileCard(userID: userID)
            StaleCard(userID: userID)
        }
    }
}

:mount ContentView()
// expect: ProfileCard init 1
// expect: StaleCard init 1
// expect: ProfileLoader init for user 1
// expect: ProfileCard body: user 1
// expect: ProfileLoader init for user 1
// expect: StaleCard body: user 1
:tap "Next user"
// expect: ProfileCard init 2
// expect: StaleCard init 2
// expect: loader now for user 2
// expect: ProfileCard body: user 2
// expect: StaleCard body: user 1
:tap "Next user"
// expect: ProfileCard init 3
// expect: StaleCard init 3
// expect: loader now for user 3
// expect: ProfileCard body: user 3
// expect: StaleCard body: user 1
