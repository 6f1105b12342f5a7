// environment and custom wrappers style: a view reads an @EnvironmentObject that no ancestor provides; it is fine until the view is shown, then its body's read stops the app with SwiftUI's message (rules §14.1, T16)
// pitfall (on purpose): the .environmentObject(SessionStore()) was forgotten at the root; the run must end with the missing-object error
import SwiftUI

final class SessionStore: ObservableObject {
    @Published var user = "mia"
}

struct AccountHeader: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        let _ = print("AccountHeader body")
        Text("Signed in as \(session.user)")
    }
}

struct AccountScreen: View {
    @State private var showHeader = false

    var body: some View {
        let _ = print("AccountScreen body: \(showHeader)")
        VStack {
            Button("Show header") { showHeader = true }
            if showHeader {
                AccountHeader()
            }
        }
    }
}

:mount AccountScreen()
// expect: AccountScreen body: false
:tap "Show header"
// expect: AccountScreen body: true
// expect: AccountHeader body
// expect-error: No ObservableObject of type SessionStore found
