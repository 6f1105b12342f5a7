// Apple docs `TabView` (`init(selection:content:)`) + `View/tag(_:)`: the selected tab lives in an @Observable router that a button inside a tab can change.
// The TabView's selection is bound to `$router.tab`; choosing a tab writes the router, and code writing the router
// switches the tab (rules §15.8). `didSet` runs in the router's setter (rules §15.6). Making `$router.tab` read `tab`,
// so the root's body runs at each switch (rules §8.5, §9.2). On iOS 18 a tab's body and onAppear first run when it is
// first shown (rules §14.4); a hidden tab keeps its view, so coming back runs its onAppear again but not its body
// (its value is equal, rules §2.7). The new tab's body runs before its onAppear (rules §10.3).
import SwiftUI

enum AppTab: String, Hashable {
    case home, inbox
}

@Observable final class Router {
    var tab: AppTab = .home {
        didSet { print("router: \(oldValue.rawValue) -> \(tab.rawValue)") }
    }
}

struct HomeTab: View {
    let router: Router

    var body: some View {
        let _ = print("home body")
        Button("Open inbox") { router.tab = .inbox }
    }
}

struct InboxTab: View {
    var body: some View {
        let _ = print("inbox body")
        Text("No messages")
            .onAppear { print("inbox appeared") }
    }
}

struct RootTabs: View {
    @State private var router = Router()

    var body: some View {
        let _ = print("root body")
        TabView(selection: $router.tab) {
            HomeTab(router: router)
                .tabItem { Label("Home", systemImage: "house") }
                .tag(AppTab.home)
            InboxTab()
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(AppTab.inbox)
        }
    }
}

:mount RootTabs()
// expect: root body
// expect: home body
:tap "Open inbox"
// expect: router: home -> inbox
// expect: root body
// expect: inbox body
// expect: inbox appeared
:tab "Home"
// expect: router: inbox -> home
// expect: root body
:tab "Inbox"
// expect: router: home -> inbox
// expect: root body
// expect: inbox appeared
