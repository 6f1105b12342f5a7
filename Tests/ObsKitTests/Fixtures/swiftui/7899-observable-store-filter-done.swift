// An @Observable task store with a "Hide done" filter computed in the list's body. While the filter is off the
// body reads only `tasks`, so closing a task re-runs just its row, which read `done` (rules §8.3, §8.4). Once the
// filter is on, the body's `visible` reads every task's `done`, so closing a task re-runs the list
// (`@dependencies`, §12.1), which drops the row: its node dies before its own body would run (§1.4, §2.8).
// Turning the filter off brings the rows back as new nodes (§1.2). `$store.hideDone` on the @State's binding
// writes the model's property (§9.2).
import SwiftUI

@Observable
final class Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class ChoreStore {
    var tasks = [Chore(id: 1, title: "Laundry"), Chore(id: 2, title: "Taxes")]
    var hideDone = false
    var visible: [Chore] { hideDone ? tasks.filter { !$0.done } : tasks }
}

struct ChoreRow: View {
    let task: Chore

    var body: some View {
        let _ = print("row \(task.title) done \(task.done)")
        Button(task.done ? "Reopen \(task.title)" : "Close \(task.title)") { task.done.toggle() }
            .onDisappear { print("gone \(task.title)") }
    }
}

struct ChoreListView: View {
    @State private var store = ChoreStore()

    var body: some View {
        let _ = Self._printChanges()
        Toggle("Hide done", isOn: $store.hideDone)
        List {
            ForEach(store.visible) { task in
                ChoreRow(task: task)
            }
        }
    }
}

:mount ChoreListView()
// expect: ChoreListView: @self, @identity, _store changed.
// expect: row Laundry done false
// expect: row Taxes done false
:tap "Close Laundry"
// expect: row Laundry done true
:toggle "Hide done"
// expect: ChoreListView: @dependencies changed.
// expect: gone Laundry
:tap "Close Taxes"
// expect: ChoreListView: @dependencies changed.
// expect: gone Taxes
:toggle "Hide done"
// expect: ChoreListView: @dependencies changed.
// expect: row Laundry done true
// expect: row Taxes done true
