// "Tab-based app in MVVM" tutorial: each tab's root screen owns its @Observable view model in @State, with `.tabItem`
// What SwiftUI does: the tab views are built in the body that makes the TabView (rules §15.8, §2.6), so both screens'
// inits run at mount and each `@State` initial expression makes a view model then (rules §3.1), even for the tab not
// shown. On iOS 18 a tab's body and `onAppear` first run when it is first shown (rules §14.4, §15.8), and its state
// is installed from the value built at mount, so showing "Settings" makes no second view model (rules §3.2). On a
// switch the new tab's body runs first, then the old tab's `onDisappear`, then the new tab's `onAppear` (rules §15.8,
// ObsREPL's choice); a tab shown again keeps its state and, with nothing changed, its body does not run (rules §14.4,
// §2.7), while its `onAppear` does (rules §11.1).
// Sources: rules §2.6, §2.7, §3.1, §3.2, §11.1, §14.4, §15.8; Apple `TabView`, `View/tabItem(_:)`
// https://developer.apple.com/documentation/swiftui/tabview
import SwiftUI

@MainActor
@Observable
final class FeedViewModel {
    var posts = ["Hello", "Welcome"]

    init() {
        print("FeedViewModel init")
    }
}

@MainActor
@Observable
final class SettingsViewModel {
    var username = "mia"

    init() {
        print("SettingsViewModel init")
    }
}

struct FeedScreen: View {
    @State private var viewModel = FeedViewModel()

    var body: some View {
        let _ = print("FeedScreen body: \(viewModel.posts.count) posts")
        List(viewModel.posts, id: \.self) { post in
            Text(post)
        }
        .onAppear { print("FeedScreen appeared") }
        .onDisappear { print("FeedScreen disappeared") }
    }
}

struct SettingsScreen: View {
    @State private var viewModel = SettingsViewModel()

    var body: some View {
        let _ = print("SettingsScreen body: \(viewModel.username)")
        Form {
            Text("Signed in as \(viewModel.username)")
        }
        .onAppear { print("SettingsScreen appeared") }
        .onDisappear { print("SettingsScreen disappeared") }
    }
}

struct MainTabView: View {
    var body: some View {
        let _ = print("MainTabView body")
        TabView {
            FeedScreen()
                .tabItem { Label("Feed", systemImage: "house") }
            SettingsScreen()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

:mount MainTabView()
// expect: MainTabView body
// expect: FeedViewModel init
// expect: SettingsViewModel init
// expect: FeedScreen body: 2 posts
// expect: FeedScreen appeared
:tab "Settings"
// expect: SettingsScreen body: mia
// expect: FeedScreen disappeared
// expect: SettingsScreen appeared
:tab "Feed"
// expect: SettingsScreen disappeared
// expect: FeedScreen appeared
