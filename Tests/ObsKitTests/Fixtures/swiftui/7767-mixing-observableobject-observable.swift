// Observation in depth: one screen mixing an ObservableObject (@StateObject/@ObservedObject) and an @Observable model
// Any `@Published` change reaches every view that observes the object, read or not (rules §6.5, §4.4, §5.1): "Sync"
// re-runs the screen and the badge, tokens `_inbox` (§12.1), the badge once (§2.8). The `@Observable` side is
// tracked per property (§8): `density` is read by no body, `accent` only by the swatch (`@dependencies`). First
// runs per §12.2.
import SwiftUI

final class InboxStore: ObservableObject {
    @Published var unread = 3
    @Published var lastSync = "never"
}

@Observable
final class Appearance {
    var accent = "blue"
    var density = "regular"
}

struct UnreadBadge: View {
    @ObservedObject var inbox: InboxStore

    var body: some View {
        let _ = Self._printChanges()
        Text("\(inbox.unread) unread")
    }
}

struct AccentSwatch: View {
    let appearance: Appearance

    var body: some View {
        let _ = Self._printChanges()
        Text("Accent: \(appearance.accent)")
    }
}

struct InboxScreen: View {
    @StateObject private var inbox = InboxStore()
    @State private var appearance = Appearance()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            UnreadBadge(inbox: inbox)
            AccentSwatch(appearance: appearance)
            Button("Sync") { inbox.lastSync = "09:41" }
            Button("Compact") { appearance.density = "compact" }
            Button("Green") { appearance.accent = "green" }
        }
    }
}

:mount InboxScreen()
// expect: InboxScreen: @self, @identity, _inbox, _appearance changed.
// expect: UnreadBadge: @self, @identity, _inbox changed.
// expect: AccentSwatch: @self changed.
:tap "Sync"
// expect: InboxScreen: _inbox changed.
// expect: UnreadBadge: _inbox changed.
:tap "Compact"
:tap "Green"
// expect: AccentSwatch: @dependencies changed.
