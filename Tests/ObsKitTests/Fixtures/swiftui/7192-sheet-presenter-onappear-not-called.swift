// "onAppear isn't called when my sheet is dismissed, so my list doesn't refresh": the presenter's `onAppear` and
// `onDisappear` beside a sheet's, and the usual answer, refreshing in `onDismiss` (own names and code).
// What SwiftUI does: a sheet is presented over its presenter, which stays in the hierarchy: `onAppear` fires only on
// a change from not visible to visible and `onDisappear` on removal or when a container hides the view (rules §11.1),
// and neither happens to the presenter; only the sheet's content appears and disappears. A swipe sets the flag to
// false, then calls `onDismiss` (rules §13.1). `onDismiss` runs once the sheet is dismissed (Apple: "the closure to
// execute when dismissing the sheet"; UIKit reports a dismissal after the presented view has disappeared), so the
// sheet's `onDisappear` comes first; the write in `onDismiss` is read by the presenter's body, which runs in the
// update after it (rules §3.5, §10.1, §11.1).
// Sources: rules §3.5, §8.7, §10.3, §11.1, §13.1; https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
import SwiftUI

struct NewReminderSheet: View {
    var body: some View {
        let _ = print("NewReminderSheet body")
        Text("New reminder")
            .onAppear { print("sheet onAppear") }
            .onDisappear { print("sheet onDisappear") }
    }
}

struct ReminderListView: View {
    @State private var showNew = false
    @State private var refreshes = 0

    var body: some View {
        let _ = print("ReminderListView body: refreshed \(refreshes)")
        VStack {
            Text("Reminders")
            Button("New Reminder") { showNew = true }
        }
        .onAppear { print("list onAppear") }
        .onDisappear { print("list onDisappear") }
        .sheet(isPresented: $showNew, onDismiss: { refreshes += 1 }) {
            NewReminderSheet()
        }
    }
}

:mount ReminderListView()
// expect: ReminderListView body: refreshed 0
// expect: list onAppear
:tap "New Reminder"
// expect: NewReminderSheet body
// expect: sheet onAppear
:dismiss
// expect: sheet onDisappear
// expect: ReminderListView body: refreshed 1
