// Stack Overflow answer: "is my @Observable model freed when I delete its row?" — yes, once the array and the row let go of it
// What SwiftUI does: the swipe calls onDelete with [1] (rules §15.2); the action removes the model from the store's
// array, which the list's body read, so the list runs (`@dependencies`, rules §8.3, §12.1). The row's id goes away
// and its node dies, releasing the view value that held the model (rules §1.2, §1.4); nothing else holds it, so it
// deinits after that update. The other rows hold the same references as before: equal, no body (rules §2.3, §2.7).
// The deinit prints the `let` id, which Observation does not track (rules §8.1).
// Sources: rules §1.2, §1.4, §2.3, §8.1, §8.3, §15.2; https://developer.apple.com/documentation/observation/observable()
import SwiftUI
import Observation

@Observable
final class Reminder: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    deinit {
        print("Reminder \(id) deinit")
    }
}

@Observable
final class ReminderStore {
    var reminders = [
        Reminder(id: 1, title: "Dentist"),
        Reminder(id: 2, title: "Gym"),
        Reminder(id: 3, title: "Rent"),
    ]
}

struct ReminderRow: View {
    let reminder: Reminder

    var body: some View {
        let _ = Self._printChanges()
        Text(reminder.title)
    }
}

struct RemindersView: View {
    @State private var store = ReminderStore()

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            List {
                ForEach(store.reminders) { reminder in
                    ReminderRow(reminder: reminder)
                }
                .onDelete { offsets in
                    print("onDelete \(Array(offsets))")
                    store.reminders.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("Reminders")
        }
    }
}

:mount RemindersView()
// expect: RemindersView: @self, @identity, _store changed.
// expect: ReminderRow: @self changed.
// expect: ReminderRow: @self changed.
// expect: ReminderRow: @self changed.
:delete "Gym"
// expect: onDelete [1]
// expect: RemindersView: @dependencies changed.
// expect: Reminder 2 deinit
