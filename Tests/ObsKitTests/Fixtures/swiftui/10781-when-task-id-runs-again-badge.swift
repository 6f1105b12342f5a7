// Tutorial style (when .task(id:) runs again): a badge fetches its count in .task(id: userID); a parent re-render with the same id does nothing, a new id restarts it, and removing and re-adding the view starts it over with fresh state (rules §11.1, §11.3, §2.1, §2.7, §1.1)
import SwiftUI

struct BadgeView: View {
    let userID: Int
    @State private var unread = 0

    var body: some View {
        Text("Unread: \(unread)")
            .task(id: userID) {
                print("fetching unread count for user \(userID)")
                try? await Task.sleep(for: .milliseconds(300))
                if Task.isCancelled { return }
                unread = userID * 2
                print("user \(userID) has \(unread) unread")
            }
            .onAppear { print("badge appeared") }
            .onDisappear { print("badge disappeared") }
    }
}

struct InboxView: View {
    @State private var userID = 1
    @State private var refreshes = 0
    @State private var showBadge = true

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            Button("Bump") { refreshes += 1 }
            Button("Switch User") { userID += 1 }
            Button("Toggle Badge") { showBadge.toggle() }
            if showBadge {
                BadgeView(userID: userID)
            }
        }
    }
}

:mount InboxView()
// expect: badge appeared
// expect: fetching unread count for user 1
:advance 300ms
// expect: user 1 has 2 unread
:tap "Bump"
:tap "Switch User"
// expect: fetching unread count for user 2
:advance 300ms
// expect: user 2 has 4 unread
:tap "Toggle Badge"
// expect: badge disappeared
:tap "Toggle Badge"
// expect: badge appeared
// expect: fetching unread count for user 2
:tap "Switch User"
// expect: fetching unread count for user 3
:advance 300ms
// expect: user 3 has 6 unread
