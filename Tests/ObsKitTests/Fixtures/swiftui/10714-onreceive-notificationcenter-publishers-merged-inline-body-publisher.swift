// combine style: `.onReceive` on two NotificationCenter publishers merged inline in the body (`publisher(for: .a).merge(with: publisher(for: .b))`); each post from top-level code runs the action at once and the @State write runs the body; a post of another name does nothing (rules §15.15, §3.4)
import SwiftUI
import Combine

extension Notification.Name {
    static let userLoggedIn = Notification.Name("userLoggedIn")
    static let userLoggedOut = Notification.Name("userLoggedOut")
    static let unrelated = Notification.Name("unrelated")
}

struct SessionBanner: View {
    @State private var lastEvent = "none"
    @State private var eventCount = 0

    var body: some View {
        let _ = print("SessionBanner body: \(lastEvent) (\(eventCount))")
        Text("Last: \(lastEvent)")
            .onReceive(
                NotificationCenter.default.publisher(for: .userLoggedIn)
                    .merge(with: NotificationCenter.default.publisher(for: .userLoggedOut))
            ) { note in
                print("received \(note.name.rawValue)")
                lastEvent = note.name.rawValue
                eventCount += 1
            }
    }
}

:mount SessionBanner()
// expect: SessionBanner body: none (0)
NotificationCenter.default.post(name: .userLoggedIn, object: nil)
// expect: received userLoggedIn
// expect: SessionBanner body: userLoggedIn (1)
NotificationCenter.default.post(name: .unrelated, object: nil)
NotificationCenter.default.post(name: .userLoggedOut, object: nil)
// expect: received userLoggedOut
// expect: SessionBanner body: userLoggedOut (2)
