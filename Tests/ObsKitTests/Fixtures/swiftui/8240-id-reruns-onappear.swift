// SwiftUI from Apple's documentation: a new .id(_:) value makes a new view, which appears again; other updates do not
// Apple, id(_:) (https://developer.apple.com/documentation/swiftui/view/id(_:)): "When the proxy value specified by the id
// parameter changes, the identity of the view — for example, its state — is reset."
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "Once the identity of the
// view changes or the view is removed, its lifetime ends."
// Apple, onAppear(perform:) (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)): "Adds an action
// to perform before this view appears."
import SwiftUI

struct Profile: View {
    let user: Int
    var body: some View {
        Text("User \(user)")
            .onAppear { print("profile appeared for user \(user)") }
    }
}

struct ProfileHost: View {
    @State private var user = 1
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Next user") { user += 1 }
            Button("Tap \(taps)") { taps += 1 }
            Profile(user: user)
                .id(user)
        }
    }
}

:mount ProfileHost()
:tap "Tap 0"
:tap "Next user"
:tap "Tap 1"
:tap "Next user"
// expect: profile appeared for user 1
// expect: profile appeared for user 2
// expect: profile appeared for user 3
