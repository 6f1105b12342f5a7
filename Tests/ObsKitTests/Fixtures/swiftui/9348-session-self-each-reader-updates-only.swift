// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/environment(_:) (an @Observable session put in the environment with .environment(_:) and read with @Environment(Session.self): each reader updates only for the property its body reads)
// environment(_:) "Places an observable object in the view's environment"; views read it with
// @Environment(Session.self). The migration guide: Observation updates views "based on changes to the observable
// properties that a view's body reads instead of any property changes that occur to an observable object". The greeting
// reads only userName, the badge only unreadCount; the home screen reads neither.
// - Mount: home, greeting, badge.
// - "New message": only the badge's body runs.
// - "Rename": only the greeting's body runs.
import SwiftUI

@Observable
final class Session {
    var userName = "ana"
    var unreadCount = 0
}

struct Greeting: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("greeting: hello \(session.userName)")
        Text("Hello, \(session.userName)")
    }
}

struct UnreadBadge: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("badge: \(session.unreadCount)")
        Text("\(session.unreadCount) unread")
    }
}

struct HomeScreen: View {
    @State private var session = Session()

    var body: some View {
        let _ = print("home body")
        VStack {
            Greeting()
            UnreadBadge()
            Button("New message") { session.unreadCount += 1 }
            Button("Rename") { session.userName = "bea" }
        }
        .environment(session)
    }
}

:mount HomeScreen()
// expect: home body
// expect: greeting: hello ana
// expect: badge: 0
:tap "New message"
// expect: badge: 1
:tap "Rename"
// expect: greeting: hello bea
