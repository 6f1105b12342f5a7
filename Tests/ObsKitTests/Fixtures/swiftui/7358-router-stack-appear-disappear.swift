// A mail app's router: `[MailRoute]` in an @Observable class from the environment, bound with a local `@Bindable`
// in the root's body (Apple's pattern for a model taken from the environment), with appear/disappear logging on
// every screen, as people add when they debug navigation.
// What SwiftUI does: only the top of a stack is on screen, so a push makes the covered screen disappear and a pop
// brings it back (rules §14.3, §11.1). In one update the new screen's body runs first, then the covered screen's
// onDisappear, then the new one's onAppear (the corpus's push order, README assumption 1, rules §11.1: disappears
// before appears). Resetting the path from the third screen removes two screens: the one on top disappears; the middle
// one had already disappeared when it was covered, so nothing more is called for it; the inbox appears (rules §11.1:
// callbacks fire on a change of visibility). The root reads `router.path.count`, so it re-runs at every change
// (rules §8.3).
// Sources: rules §8.3, §8.5, §11.1, §14.3, §15.12; https://developer.apple.com/documentation/swiftui/bindable
// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

enum MailRoute: Hashable {
    case thread(Int)
    case compose
}

@Observable
final class MailRouter {
    var path: [MailRoute] = []

    func show(_ route: MailRoute) { path.append(route) }
    func reset() { path = [] }
}

struct InboxView: View {
    @Environment(MailRouter.self) private var router

    var body: some View {
        let _ = print("InboxView body")
        List {
            Button("Thread 7") { router.show(.thread(7)) }
        }
        .onAppear { print("InboxView appear") }
        .onDisappear { print("InboxView disappear") }
    }
}

struct ThreadView: View {
    let number: Int
    @Environment(MailRouter.self) private var router

    var body: some View {
        let _ = print("ThreadView body: \(number)")
        Button("Reply") { router.show(.compose) }
            .onAppear { print("ThreadView appear: \(number)") }
            .onDisappear { print("ThreadView disappear: \(number)") }
    }
}

struct ComposeView: View {
    @Environment(MailRouter.self) private var router

    var body: some View {
        let _ = print("ComposeView body")
        Button("Send") { router.reset() }
            .onAppear { print("ComposeView appear") }
            .onDisappear { print("ComposeView disappear") }
    }
}

struct MailStack: View {
    @Environment(MailRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        let _ = print("MailStack body: \(router.path.count) pushed")
        NavigationStack(path: $router.path) {
            InboxView()
                .navigationDestination(for: MailRoute.self) { route in
                    switch route {
                    case .thread(let number):
                        ThreadView(number: number)
                    case .compose:
                        ComposeView()
                    }
                }
        }
    }
}

struct MailApp: View {
    @State private var router = MailRouter()

    var body: some View {
        MailStack()
            .environment(router)
    }
}

:mount MailApp()
// expect: MailStack body: 0 pushed
// expect: InboxView body
// expect: InboxView appear
:tap "Thread 7"
// expect: MailStack body: 1 pushed
// expect: ThreadView body: 7
// expect: ThreadView appear: 7
// expect: InboxView disappear
:tap "Reply"
// expect: MailStack body: 2 pushed
// expect: ComposeView body
// expect: ComposeView appear
// expect: ThreadView disappear: 7
:tap "Send"
// expect: MailStack body: 0 pushed
// expect: InboxView appear
// expect: ComposeView disappear
:tap "Thread 7"
// expect: MailStack body: 1 pushed
// expect: ThreadView body: 7
// expect: ThreadView appear: 7
// expect: InboxView disappear
:back
// expect: MailStack body: 0 pushed
// expect: InboxView appear
// expect: ThreadView disappear: 7
