// Style: Stack Overflow question. Forum question: "Fatal error: No ObservableObject of type Session found — but I did call .environmentObject!"
// SwiftUI: `.environmentObject(_:)` reaches only the views below the modifier; a sibling branch outside it has none. A missing object crashes only
// when the property is read, with "No ObservableObject of type Session found. A View.environmentObject(_:) for Session may be missing as an
// ancestor of this view." (rules §14.1, T16); declaring it without reading it is harmless.
import SwiftUI

final class Session: ObservableObject {
    @Published var user = "ann"
}

struct SettingsLink: View {
    @EnvironmentObject var session: Session

    var body: some View {
        let _ = print("settings link for \(session.user)")
        Text("Settings")
    }
}

struct HelpFooter: View {
    @EnvironmentObject var session: Session

    var body: some View {
        let _ = print("help footer body")
        Text("Help")
    }
}

struct AccountBadge: View {
    @EnvironmentObject var session: Session

    var body: some View {
        let _ = print("badge body")
        Text("Signed in as \(session.user)")
    }
}

struct HomeScreen: View {
    @StateObject private var session = Session()
    @State private var showBadge = false

    var body: some View {
        VStack {
            SettingsLink()
                .environmentObject(session)
            HelpFooter()
            Button("Show badge") { showBadge = true }
            if showBadge {
                AccountBadge()
            }
        }
    }
}

:mount HomeScreen()
// expect: settings link for ann
// expect: help footer body
:tap "Show badge"
// expect: badge body
// expect-error: No ObservableObject of type Session found
