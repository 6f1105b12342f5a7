// architecture style: the app entry point owns the session (@StateObject in the App) and injects it into the window's root with `.environmentObject`; the root switches between sign-in and the journal, whose @StateObject list model is made on sign-in and released on sign-out (rules §15.16, §14.1, §1.1, §1.4, §4.2)
import SwiftUI

final class JournalSession: ObservableObject {
    @Published var user: String?
    init() { print("JournalSession init") }
}

final class JournalListModel: ObservableObject {
    @Published var entries: [String] = []
    init() { print("JournalListModel init") }
    deinit { print("JournalListModel deinit") }
}

struct JournalList: View {
    @EnvironmentObject private var session: JournalSession
    @StateObject private var model = JournalListModel()

    var body: some View {
        let _ = print("JournalList body: \(model.entries.count) entries")
        VStack {
            Button("Add entry") { model.entries.append("Day \(model.entries.count + 1)") }
            Button("Sign out") { session.user = nil }
        }
    }
}

struct JournalRoot: View {
    @EnvironmentObject private var session: JournalSession

    var body: some View {
        let _ = print("JournalRoot body: \(session.user ?? "signed out")")
        if session.user == nil {
            Button("Continue as Sam") { session.user = "Sam" }
        } else {
            JournalList()
        }
    }
}

@main
struct JournalApp: App {
    @StateObject private var session = JournalSession()

    init() { print("JournalApp init") }

    var body: some Scene {
        WindowGroup {
            JournalRoot()
                .environmentObject(session)
        }
    }
}

:mount JournalApp()
// expect: JournalApp init
// expect: JournalSession init
// expect: JournalRoot body: signed out
:tap "Continue as Sam"
// expect: JournalRoot body: Sam
// expect: JournalListModel init
// expect: JournalList body: 0 entries
:tap "Add entry"
// expect: JournalList body: 1 entries
:tap "Sign out"
// expect: JournalRoot body: signed out
// expect: JournalListModel deinit
