// Stack Overflow style: "@StateObject initialised from a parameter doesn't change when the parameter does" (the asker's version: `_loader = StateObject(wrappedValue: ProfileLoader(userID:))` in init)
// PITFALL (on purpose): the child's init runs at each parent render and its body runs too (the StateObject's closure captures userID, so the value always differs), but the stored closure runs only once per node: the card keeps showing user 1 (rules §4.1, §4.3, §2.5, §2.6, T9)
import SwiftUI

final class ProfileLoader: ObservableObject {
    let userID: Int
    @Published var name: String

    init(userID: Int) {
        self.userID = userID
        name = "user-\(userID)"
        print("ProfileLoader \(userID) init")
    }

    deinit { print("ProfileLoader \(userID) deinit") }
}

struct ProfileCard: View {
    @StateObject private var loader: ProfileLoader

    init(userID: Int) {
        print("ProfileCard init \(userID)")
        _loader = StateObject(wrappedValue: ProfileLoader(userID: userID))
    }

    var body: some View {
        let _ = print("ProfileCard body: \(loader.name)")
        Text(loader.name)
    }
}

struct ProfilePicker: View {
    @State private var selected = 1

    var body: some View {
        let _ = print("ProfilePicker body: selected \(selected)")
        VStack {
            Button("Next user") { selected += 1 }
            ProfileCard(userID: selected)
        }
    }
}

:mount ProfilePicker()
// expect: ProfilePicker body: selected 1
// expect: ProfileCard init 1
// expect: ProfileLoader 1 init
// expect: ProfileCard body: user-1
:tap "Next user"
// expect: ProfilePicker body: selected 2
// expect: ProfileCard init 2
// expect: ProfileCard body: user-1
:tap "Next user"
// expect: ProfilePicker body: selected 3
// expect: ProfileCard init 3
// expect: ProfileCard body: user-1
:unmount
// expect: ProfileLoader 1 deinit
