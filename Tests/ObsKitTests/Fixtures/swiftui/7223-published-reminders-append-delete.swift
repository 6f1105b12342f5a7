// A reminders list: a `@Published` array of structs shown with `ForEach(viewModel.reminders)` rows of their own, an
// "Add" toolbar button and swipe to delete through `.onDelete(perform: viewModel.delete)`, with a `didSet` on the
// array.
// What SwiftUI does: each change of the array publishes and runs `didSet` (rules §6.3, §15.6) and the list's body once
// (rules §10.1). Rows are identified by `id` (rules §1.2): adding a reminder makes one new row, whose body runs; the
// rows already there get equal values (their `Reminder` is compared with `==`), so their bodies are skipped (rules
// §2.2, §2.3, §2.7). A swipe calls `onDelete` with the row's offset (rules §15.2); the remaining rows run nothing.
// Sources: rules §1.2, §2.3, §2.7, §6.3, §10.1, §15.2, §15.4, §15.6;
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI
import Combine

struct Reminder: Identifiable, Equatable {
    let id: Int
    var title: String
}

final class RemindersViewModel: ObservableObject {
    @Published var reminders = [Reminder(id: 1, title: "Call mom"), Reminder(id: 2, title: "Buy milk")] {
        didSet { print("reminders: \(oldValue.count) -> \(reminders.count)") }
    }
    private var nextID = 3

    func add() {
        reminders.append(Reminder(id: nextID, title: "Reminder \(nextID)"))
        nextID += 1
    }

    func delete(at offsets: IndexSet) {
        reminders.remove(atOffsets: offsets)
    }
}

struct ReminderRow: View {
    let reminder: Reminder

    var body: some View {
        let _ = print("ReminderRow body: \(reminder.title)")
        Text(reminder.title)
    }
}

struct RemindersList: View {
    @StateObject private var viewModel = RemindersViewModel()

    var body: some View {
        let _ = print("RemindersList body: \(viewModel.reminders.count) reminders")
        NavigationStack {
            List {
                ForEach(viewModel.reminders) { reminder in
                    ReminderRow(reminder: reminder)
                }
                .onDelete(perform: viewModel.delete)
            }
            .navigationTitle("Reminders")
            .toolbar {
                Button("Add") { viewModel.add() }
            }
        }
    }
}

:mount RemindersList()
// expect: RemindersList body: 2 reminders
// expect: ReminderRow body: Call mom
// expect: ReminderRow body: Buy milk
:tap "Add"
// expect: reminders: 2 -> 3
// expect: RemindersList body: 3 reminders
// expect: ReminderRow body: Reminder 3
:delete "Buy milk"
// expect: reminders: 3 -> 2
// expect: RemindersList body: 2 reminders
