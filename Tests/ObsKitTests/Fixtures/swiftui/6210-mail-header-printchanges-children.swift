// Self._printChanges() in a parent and two children that take plain `let` values: the first pass prints @self for each child, a parent change re-runs only the child whose value changed, and a @State the body never reads renders nothing; expected output by the SwiftUI rules (rules §12 "Without dynamic properties … V: @self changed.", §2 equal child values skip the body, §3 read tracking; T14)
import SwiftUI

struct StaticBadge: View {
    let text: String

    var body: some View {
        let _ = Self._printChanges()
        Text(text)
    }
}

struct CountBadge: View {
    let count: Int

    var body: some View {
        let _ = Self._printChanges()
        Text("\(count) unread")
    }
}

struct MailHeader: View {
    @State private var unread = 3
    @State private var isSyncing = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            StaticBadge(text: "Inbox")
            CountBadge(count: unread)
            Button("Receive mail") { unread += 1 }
            Button("Sync") { isSyncing.toggle() }
        }
    }
}

:mount MailHeader()
:tap "Receive mail"
:tap "Sync"

// expect: MailHeader: @self, @identity, _unread, _isSyncing changed.
// expect: StaticBadge: @self changed.
// expect: CountBadge: @self changed.
// expect: MailHeader: _unread changed.
// expect: CountBadge: @self changed.
