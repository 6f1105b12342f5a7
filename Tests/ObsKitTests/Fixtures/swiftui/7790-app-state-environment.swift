// Observation in depth: the app owns the model in `@State` and hands it to the window with `.environment(store)`
// The App is made once, so the model is made once (rules §15.16, §3.2). The root reads `signedIn` only: signing in
// runs it (`@dependencies`, §12.1) and makes the badge, whose first run lists its `@Environment` (§12.2, ObsREPL's
// choice); the badge count is read by the badge alone (§14.2, §8).
import SwiftUI

@Observable
final class AppStore {
    var signedIn = false
    var badgeCount = 0

    init() {
        print("AppStore init")
    }
}

struct InboxBadge: View {
    @Environment(AppStore.self) private var store

    var body: some View {
        let _ = Self._printChanges()
        Button("Inbox \(store.badgeCount)") { store.badgeCount += 1 }
    }
}

struct RootView: View {
    @Environment(AppStore.self) private var store

    var body: some View {
        let _ = Self._printChanges()
        if store.signedIn {
            InboxBadge()
        } else {
            Button("Sign in") { store.signedIn = true }
        }
    }
}

@main
struct MailApp: App {
    @State private var store = AppStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
        }
    }
}

:mount MailApp()
// expect: AppStore init
// expect: RootView: @self, @identity, _store changed.
:tap "Sign in"
// expect: RootView: @dependencies changed.
// expect: InboxBadge: @self, @identity, _store changed.
:tap "Inbox 0"
// expect: InboxBadge: @dependencies changed.
