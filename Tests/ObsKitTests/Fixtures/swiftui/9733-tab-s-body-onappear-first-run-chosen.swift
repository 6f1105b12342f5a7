// Apple TabView documentation style with the iOS 18 Tab API and a selection: a tab's body and onAppear first run when it is chosen, a hidden tab keeps its @State, and a switch runs the new tab's body (when it has one to run), then the old tab's onDisappear, then the new tab's onAppear (rules §14.4, §15.8)
import SwiftUI

enum HomeTab: Hashable {
    case feed, inbox, profile
}

struct FeedTab: View {
    @State private var likes = 0

    var body: some View {
        let _ = print("FeedTab body: \(likes) likes")
        Button("Like") { likes += 1 }
            .onAppear { print("feed appeared") }
            .onDisappear { print("feed disappeared") }
    }
}

struct InboxTab: View {
    var body: some View {
        let _ = print("InboxTab body")
        Text("No messages")
            .onAppear { print("inbox appeared") }
            .onDisappear { print("inbox disappeared") }
    }
}

struct ProfileTab: View {
    var body: some View {
        let _ = print("ProfileTab body")
        Text("Profile")
    }
}

struct HomeView: View {
    @State private var selection: HomeTab = .feed

    var body: some View {
        let _ = print("HomeView body: \(selection)")
        TabView(selection: $selection) {
            Tab("Feed", systemImage: "house", value: .feed) {
                FeedTab()
            }
            Tab("Inbox", systemImage: "tray", value: .inbox) {
                InboxTab()
            }
            .badge(2)
            Tab("Profile", systemImage: "person", value: .profile) {
                ProfileTab()
            }
        }
    }
}

:mount HomeView()
// expect: HomeView body: feed
// expect: FeedTab body: 0 likes
// expect: feed appeared
:tap "Like"
// expect: FeedTab body: 1 likes
:tab "Inbox"
// expect: HomeView body: inbox
// expect: InboxTab body
// expect: feed disappeared
// expect: inbox appeared
:tab "Feed"
// expect: HomeView body: feed
// expect: inbox disappeared
// expect: feed appeared
:tap "Like"
// expect: FeedTab body: 2 likes
:tab "Profile"
// expect: HomeView body: profile
// expect: ProfileTab body
// expect: feed disappeared
