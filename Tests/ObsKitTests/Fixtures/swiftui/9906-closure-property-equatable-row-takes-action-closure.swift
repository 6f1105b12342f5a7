// Airbnb engineering style: a closure property and Equatable: a row that takes an action closure differs at every parent render, unless it is Equatable and its == leaves the closure out; the row's stored action still works after the parent re-rendered (rules §2.2, §2.4, §2.7, T15)
import SwiftUI

struct ActionRow: View, Equatable {
    let title: String
    let count: Int
    let onTap: () -> Void

    static func == (lhs: ActionRow, rhs: ActionRow) -> Bool {
        lhs.title == rhs.title && lhs.count == rhs.count
    }

    var body: some View {
        let _ = print("ActionRow body: \(title) \(count)")
        Button("\(title) (\(count))", action: onTap)
    }
}

struct NaiveRow: View {
    let title: String
    let count: Int
    let onTap: () -> Void

    var body: some View {
        let _ = print("NaiveRow body: \(title) \(count)")
        Button("\(title) (\(count))", action: onTap)
    }
}

struct InboxScreen: View {
    @State private var archived = 0
    @State private var refreshed = 0

    var body: some View {
        let _ = print("InboxScreen body: refreshed \(refreshed)")
        VStack {
            ActionRow(title: "Archive", count: archived) { archived += 1 }
            NaiveRow(title: "Snooze", count: archived) { archived += 1 }
            Button("Refresh") { refreshed += 1 }
        }
    }
}

:mount InboxScreen()
// expect: InboxScreen body: refreshed 0
// expect: ActionRow body: Archive 0
// expect: NaiveRow body: Snooze 0
:tap "Refresh"
// expect: InboxScreen body: refreshed 1
// expect: NaiveRow body: Snooze 0
:tap "Archive (0)"
// expect: InboxScreen body: refreshed 1
// expect: ActionRow body: Archive 1
// expect: NaiveRow body: Snooze 1
:tap "Snooze (1)"
// expect: InboxScreen body: refreshed 1
// expect: ActionRow body: Archive 2
// expect: NaiveRow body: Snooze 2
