// Self._printChanges() in a checklist root and in its rows, each row holding one @Observable TodoItem: finishing an item re-runs only its row, appending an item re-runs the root and makes one new row; expected output by the SwiftUI rules (rules §12 tokens, first evaluation without dynamic properties is "@self changed."; §8 per-property tracking, ForEach row builder runs in the row's attribute; §2 class references compare by identity)
import SwiftUI
import Observation

@Observable
final class TodoItem: Identifiable {
    let title: String
    var isDone = false

    init(title: String) {
        self.title = title
    }
}

@Observable
final class TodoList {
    var items = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Call plumber"),
        TodoItem(title: "Pay rent"),
    ]
}

struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        let _ = Self._printChanges()
        Button(item.isDone ? "Undo \(item.title)" : "Finish \(item.title)") {
            item.isDone.toggle()
        }
    }
}

struct ChecklistView: View {
    @State private var list = TodoList()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            ForEach(list.items) { item in
                TodoRow(item: item)
            }
            Button("Add Water plants") {
                list.items.append(TodoItem(title: "Water plants"))
            }
        }
    }
}

:mount ChecklistView()
:tap "Finish Buy milk"
:tap "Add Water plants"
:tap "Undo Buy milk"

// expect: ChecklistView: @self, @identity, _list changed.
// expect: TodoRow: @self changed.
// expect: TodoRow: @self changed.
// expect: TodoRow: @self changed.
// expect: TodoRow: @dependencies changed.
// expect: ChecklistView: @dependencies changed.
// expect: TodoRow: @self changed.
// expect: TodoRow: @dependencies changed.
