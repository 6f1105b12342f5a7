// Stack Overflow style: "changes to a nested ObservableObject don't update my view" (pitfall part: the view observes only the outer model, and a change inside the inner object publishes nothing on it; fix part: a child view observes the inner object itself, and only that child runs) (rules §6.3, §5.1, §2.3, §3.5)
import SwiftUI
import Combine

final class Account: ObservableObject {
    @Published var nickname = "ada"
}

final class Session: ObservableObject {
    @Published var account = Account()
}

struct NicknameBadge: View {
    @ObservedObject var account: Account

    var body: some View {
        let _ = print("NicknameBadge body: \(account.nickname)")
        Text("badge: \(account.nickname)")
    }
}

struct SessionScreen: View {
    @StateObject private var session = Session()
    @State private var refreshes = 0

    var body: some View {
        let _ = print("SessionScreen body: \(session.account.nickname), refreshes \(refreshes)")
        VStack {
            Text("header: \(session.account.nickname)")
            NicknameBadge(account: session.account)
            Button("Rename") {
                session.account.nickname += "!"
                print("nickname is now \(session.account.nickname)")
            }
            Button("Refresh") { refreshes += 1 }
        }
    }
}

:mount SessionScreen()
// expect: SessionScreen body: ada, refreshes 0
// expect: NicknameBadge body: ada
// --- pitfall part: the outer model publishes nothing, so SessionScreen does not run; the header stays "ada"
// --- fix part: the badge observes the inner object and is the only body to run
:tap "Rename"
// expect: nickname is now ada!
// expect: NicknameBadge body: ada!
// the header catches up only when something else runs the screen; the badge gets the same object and skips
:tap "Refresh"
// expect: SessionScreen body: ada!, refreshes 1
