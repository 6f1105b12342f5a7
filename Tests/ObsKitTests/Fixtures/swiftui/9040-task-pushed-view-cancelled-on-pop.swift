// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (a pushed destination's task starts when it is pushed and is cancelled when it is popped)
// What SwiftUI does: a NavigationLink's destination is shown only when the link is activated
// (https://developer.apple.com/documentation/swiftui/navigationlink), so its task does not start at mount. Popping
// removes the destination and SwiftUI cancels its task.
import SwiftUI

struct ProfileView: View {
    var body: some View {
        Text("Profile")
            .task {
                print("profile task started")
                do {
                    try await Task.sleep(for: .seconds(10))
                    print("profile loaded")
                } catch {
                    print("profile task cancelled")
                }
            }
    }
}

struct RootView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open profile") {
                ProfileView()
            }
            .navigationTitle("Home")
        }
    }
}

:mount RootView()
print("mounted")
// expect: mounted
:tap "Open profile"
// expect: profile task started
:advance 1s
:back
// expect: profile task cancelled
:advance 10s
