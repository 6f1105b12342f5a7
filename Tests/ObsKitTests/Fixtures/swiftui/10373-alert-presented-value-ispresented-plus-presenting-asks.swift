// cookbook style: an alert with a presented value (isPresented: plus presenting:) asks before deleting a reminder; the presented value is read in the body, so setting it runs the screen's body; "Delete" removes the row and clears it, the cancel button only clears it (rules §13.2, §8.7, §3.4)
import SwiftUI

struct Reminder: Identifiable {
    let id: Int
    let title: String
}

struct RemindersScreen: View {
    @State private var reminders = [Reminder(id: 1, title: "Call mom"), Reminder(id: 2, title: "Buy milk")]
    @State private var pending: Reminder?
    @State private var confirming = false

    var body: some View {
        let _ = print("RemindersScreen body: \(reminders.count) left, pending \(pending?.title ?? "-")")
        List {
            ForEach(reminders) { reminder in
                Button("Remove \(reminder.title)") {
                    pending = reminder
                    confirming = true
                }
            }
        }
        .alert("Delete reminder?", isPresented: $confirming, presenting: pending) { reminder in
            Button("Delete", role: .destructive) {
                reminders.removeAll { $0.id == reminder.id }
                pending = nil
            }
            Button("Keep", role: .cancel) {
                pending = nil
            }
        } message: { reminder in
            Text("\(reminder.title) will be removed.")
        }
    }
}

:mount RemindersScreen()
// expect: RemindersScreen body: 2 left, pending -
:tap "Remove Buy milk"
// expect: RemindersScreen body: 2 left, pending Buy milk
:tap "Delete"
// expect: RemindersScreen body: 1 left, pending -
:tap "Remove Call mom"
// expect: RemindersScreen body: 1 left, pending Call mom
:tap "Keep"
// expect: RemindersScreen body: 1 left, pending -
:tap "Remove Call mom"
// expect: RemindersScreen body: 1 left, pending Call mom
:tap "Delete"
// expect: RemindersScreen body: 0 left, pending -
