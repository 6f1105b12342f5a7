// Navigation in apps: a two-tab news app where each tab owns its view model with @StateObject.
// The TabView's builder runs in the root's body, so both tab structs are made at mount (rules §2.6, §15.8); on iOS 18 a
// tab's body first runs when it is first shown, and a @StateObject's closure runs right before that first body (rules §4.2,
// §14.4). A switch back keeps the tab's node, so its model and count survive (rules §4.3, §14.4).
import SwiftUI

final class FeedModel: ObservableObject {
    @Published var loaded = 10
    init() { print("FeedModel init") }
}

final class ProfileModel: ObservableObject {
    @Published var followers = 3
    init() { print("ProfileModel init") }
}

struct FeedTab: View {
    @StateObject private var model = FeedModel()
    init() { print("FeedTab init") }

    var body: some View {
        let _ = print("FeedTab body, \(model.loaded) stories")
        Button("Load more") { model.loaded += 10 }
            .onAppear { print("feed appear") }
            .onDisappear { print("feed disappear") }
    }
}

struct ProfileTab: View {
    @StateObject private var model = ProfileModel()
    init() { print("ProfileTab init") }

    var body: some View {
        let _ = print("ProfileTab body, \(model.followers) followers")
        Text("\(model.followers) followers")
            .onAppear { print("profile appear") }
            .onDisappear { print("profile disappear") }
    }
}

struct NewsApp: View {
    var body: some View {
        TabView {
            FeedTab()
                .tabItem { Label("Feed", systemImage: "newspaper") }
            ProfileTab()
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

:mount NewsApp()
// expect: FeedTab init
// expect: ProfileTab init
// expect: FeedModel init
// expect: FeedTab body, 10 stories
// expect: feed appear
:tap "Load more"
// expect: FeedTab body, 20 stories
:tab "Profile"
// expect: ProfileModel init
// expect: ProfileTab body, 3 followers
// expect: feed disappear
// expect: profile appear
:tab "Feed"
// expect: profile disappear
// expect: feed appear
:tap "Load more"
// expect: FeedTab body, 30 stories
