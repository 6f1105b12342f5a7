// A tab router as "navigation architecture" talks draw it: one @Observable router holds the selected tab and one
// `[Route]` path per tab; each tab's NavigationStack binds its own path, and a button in the profile tab deep-links into
// the feed tab (switch tab, replace its path) in one action.
// What SwiftUI does: the root's body binds `selected` and both paths and prints them, so any change runs it (rules §8.5,
// §8.3). On iOS 18 a tab's content first runs when the tab is first shown (rules §14.4, §15.8); a tab that was shown
// keeps its state and does not run again when chosen, its value being equal (rules §2.7). Appending to a path pushes
// that tab's destination (rules §15.12); the deep link changes the selection and replaces the feed's path in one update
// (rules §10.1), and the post view built for the new route runs once. `:back` pops the visible stack through its path
// binding (rules §15.12).
// Sources: rules §2.7, §8.3, §8.5, §10.1, §14.4, §15.8, §15.12; https://developer.apple.com/documentation/swiftui/tabview
import SwiftUI

enum AppTab: Hashable {
    case feed
    case profile
}

enum FeedRoute: Hashable {
    case post(Int)
}

@Observable
final class TabRouter {
    var selected: AppTab = .feed
    var feedPath: [FeedRoute] = []
    var profilePath: [String] = []

    func openPost(_ id: Int) {
        print("deep link to post \(id)")
        selected = .feed
        feedPath = [.post(id)]
    }
}

struct FeedList: View {
    @Environment(TabRouter.self) private var router

    var body: some View {
        let _ = print("FeedList body")
        List {
            Button("Post 1") { router.feedPath.append(.post(1)) }
        }
    }
}

struct PostView: View {
    let id: Int

    var body: some View {
        let _ = print("PostView body: \(id)")
        Text("Post #\(id)")
    }
}

struct ProfileHome: View {
    @Environment(TabRouter.self) private var router

    var body: some View {
        let _ = print("ProfileHome body")
        Button("Open post 5") { router.openPost(5) }
    }
}

struct MainTabs: View {
    @State private var router = TabRouter()

    var body: some View {
        @Bindable var router = router
        let _ = print("MainTabs body: \(router.selected), feed \(router.feedPath.count), profile \(router.profilePath.count)")
        TabView(selection: $router.selected) {
            NavigationStack(path: $router.feedPath) {
                FeedList()
                    .navigationDestination(for: FeedRoute.self) { route in
                        switch route {
                        case .post(let id):
                            PostView(id: id)
                        }
                    }
            }
            .tabItem { Label("Feed", systemImage: "list.bullet") }
            .tag(AppTab.feed)

            NavigationStack(path: $router.profilePath) {
                ProfileHome()
            }
            .tabItem { Label("Profile", systemImage: "person") }
            .tag(AppTab.profile)
        }
        .environment(router)
    }
}

:mount MainTabs()
// expect: MainTabs body: feed, feed 0, profile 0
// expect: FeedList body
:tap "Post 1"
// expect: MainTabs body: feed, feed 1, profile 0
// expect: PostView body: 1
:tab "Profile"
// expect: MainTabs body: profile, feed 1, profile 0
// expect: ProfileHome body
:tap "Open post 5"
// expect: deep link to post 5
// expect: MainTabs body: feed, feed 1, profile 0
// expect: PostView body: 5
:back
// expect: MainTabs body: feed, feed 0, profile 0
:tab "Profile"
// expect: MainTabs body: profile, feed 0, profile 0
