// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (an @Observable store whose array of @Observable objects feeds a List with onDelete)
// The store is an @Observable class owned with @State; its `reminders` array holds @Observable objects.
// The list's body reads the array, each row reads its own reminder. `onDelete(perform: store.remove)` hands
// the IndexSet to a method of the store, which removes the elements.
// - A delete changes `reminders`: the list's body runs, the removed row's onDisappear runs, and the rows
//   that stay get the same objects, so their bodies don't run.
import SwiftUI
import Observation

@Observable final class Reminder: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable final class ReminderStore {
    var reminders = [
        Reminder(id: 1, title: "Buy milk"),
        Reminder(id: 2, title: "Call Sam"),
        Reminder(id: 3, title: "Book dentist"),
    ]

    func remove(at offsets: IndexSet) {
        reminders.remove(atOffsets: offsets)
    }
}

struct ReminderRow: View {
    let reminder: Reminder

    var body: some View {
        let _ = print("row \(reminder.title)")
        Text(reminder.title)
            .onDisappear { print("row gone: \(reminder.title)") }
    }
}

struct RemindersView: View {
    @State private var store = ReminderStore()

    var body: some View {
        let _ = print("\(store.reminders.count) reminders")
        List {
            ForEach(store.reminders) { reminder in
                ReminderRow(reminder: reminder)
            }
            .onDelete(perform: store.remove)
        }
    }
}

:mount RemindersView()
// expect: 3 reminders
// expect: row Buy milk
// expect: row Call Sam
// expect: row Book dentist
:delete "Call Sam"
// expect: 2 reminders
// expect: row gone: Call Sam
