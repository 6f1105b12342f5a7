// Style: Stack Overflow question. Forum question: "My header re-renders when the unread count changes, although it only shows the username from the same EnvironmentObject."
// SwiftUI: an ObservableObject's change reaches every view observing it, whatever it read (rules §6.5; Apple "migrating"); an @EnvironmentObject
// box subscribes when it updates, so a view that only declares it re-runs too (rules §14.1, ObsREPL's choice). Views that don't declare it are not
// touched: a child with no inputs compares equal and skips its body (rules §2.1, §2.7). The owner's @StateObject re-runs its body (rules §4.4).
import SwiftUI

final class AppState: ObservableObject {
    @Published var unread = 0
    @Published var username = "ann"
}

struct UnreadBadge: View {
    @EnvironmentObject var app: AppState

    var body: some View {
        let _ = print("badge: \(app.unread)")
        Text("\(app.unread) unread")
    }
}

struct UserHeader: View {
    @EnvironmentObject var app: AppState

    var body: some View {
        let _ = print("header: \(app.username)")
        Text(app.username)
    }
}

struct DeclaresOnly: View {
    @EnvironmentObject var app: AppState

    var body: some View {
        let _ = print("declares-only body")
        Text("Help")
    }
}

struct PlainFooter: View {
    var body: some View {
        let _ = print("footer body")
        Text("v1.0")
    }
}

struct HomeContent: View {
    var body: some View {
        VStack {
            UnreadBadge()
            UserHeader()
            DeclaresOnly()
            PlainFooter()
        }
    }
}

struct MailRoot: View {
    @StateObject private var app = AppState()

    var body: some View {
        let _ = print("root body")
        VStack {
            HomeContent()
            Button("New mail") { app.unread += 1 }
        }
        .environmentObject(app)
    }
}

:mount MailRoot()
// expect: root body
// expect: badge: 0
// expect: header: ann
// expect: declares-only body
// expect: footer body
:tap "New mail"
// expect: root body
// expect: badge: 1
// expect: header: ann
// expect: declares-only body
