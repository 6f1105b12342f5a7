// Stack Overflow Q&A style: "do I need @State for a shared singleton @Observable?": no, for observation: a body that reads Session.shared's properties depends on them, a write from anywhere (a button, top-level code) re-runs just the readers of that property (rules §8.3, §8.1, §3.7)
import SwiftUI

@Observable
final class Session {
    static let shared = Session()
    var user: String? = nil
    var unread = 0
}

struct Greeting: View {
    var body: some View {
        let _ = print("Greeting body: \(Session.shared.user ?? "guest")")
        Text("Hello, \(Session.shared.user ?? "guest")")
    }
}

struct UnreadBadge: View {
    var body: some View {
        let _ = print("UnreadBadge body: \(Session.shared.unread)")
        Text("\(Session.shared.unread) unread")
    }
}

struct SessionScreen: View {
    var body: some View {
        let _ = print("SessionScreen body")
        VStack {
            Greeting()
            UnreadBadge()
            Button("Sign in") { Session.shared.user = "kim" }
        }
    }
}

:mount SessionScreen()
// expect: SessionScreen body
// expect: Greeting body: guest
// expect: UnreadBadge body: 0
:tap "Sign in"
// expect: Greeting body: kim
Session.shared.unread = 3
// expect: UnreadBadge body: 3
:tap "Sign in"
Session.shared.user = nil
// expect: Greeting body: guest
