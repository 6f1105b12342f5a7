// SwiftLee-style "Pass the value, not the whole model": two unread badges, one observing the mail store, one given just the count; starring a mail runs the observer, not the value badge
// What SwiftUI does: a view with `@ObservedObject` runs at every `objectWillChange` of its object (rules §6.5),
// so `UnreadBadgeObserving` runs when only `starred` changes. The owner runs too (rules §4.4) and builds
// `UnreadBadgeValue(count:)` again: an equal Int is the same bytes, so that badge is skipped (rules §2.1,
// §2.7) until the count really changes, when it runs with `@self` (rules §12.1).
// Sources: rules §2.1, §2.5, §2.7, §4.4, §6.5, §12.1, §12.2.
import SwiftUI
import Combine

final class MailStore: ObservableObject {
    @Published var unread = 3
    @Published var starred = 0
}

struct UnreadBadgeObserving: View {
    @ObservedObject var store: MailStore

    var body: some View {
        let _ = Self._printChanges()
        Text("\(store.unread) unread")
    }
}

struct UnreadBadgeValue: View {
    let count: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("\(count) unread")
    }
}

struct MailboxScreen: View {
    @StateObject private var store = MailStore()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            UnreadBadgeObserving(store: store)
            UnreadBadgeValue(count: store.unread)
            Button("Star") { store.starred += 1 }
            Button("New mail") { store.unread += 1 }
        }
    }
}

:mount MailboxScreen()
// expect: MailboxScreen: @self, @identity, _store changed.
// expect: UnreadBadgeObserving: @self, @identity, _store changed.
// expect: UnreadBadgeValue: @self changed.
:tap "Star"
// expect: MailboxScreen: _store changed.
// expect: UnreadBadgeObserving: _store changed.
:tap "New mail"
// expect: MailboxScreen: _store changed.
// expect: UnreadBadgeObserving: _store changed.
// expect: UnreadBadgeValue: @self changed.
