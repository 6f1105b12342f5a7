// Beginner tutorial style (an @Observable to-do store): rows are separate views holding an @Observable item, each with
// a done Toggle bound through `@Bindable`; a "Hide completed" toggle filters the list.
// What SwiftUI does: a row's body reads its item's `title` and `isDone` (making `$item.isDone` reads it, rules §8.5),
// so toggling a row re-runs that row only (rules §8.3, §8.4, `@dependencies`, rules §12.1). The list's body read the
// items' `isDone` only while hiding completed ones (its filter), so the same toggle re-runs the list only then, and
// the list re-runs when `hideDone` changes.
import SwiftUI
import Observation

@Observable
final class TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
    init(_ title: String) { self.title = title }
}

struct TodoRow: View {
    @Bindable var item: TodoItem
    var body: some View {
        let _ = Self._printChanges()
        let _ = print("row \(item.title) done=\(item.isDone)")
        Toggle(item.title, isOn: $item.isDone)
    }
}

struct TodoScreen: View {
    @State private var items = [TodoItem("Buy milk"), TodoItem("Call mom")]
    @State private var hideDone = false

    var body: some View {
        let visible = hideDone ? items.filter { !$0.isDone } : items
        let _ = print("list: \(visible.map(\.title))")
        List {
            Toggle("Hide completed", isOn: $hideDone)
            ForEach(visible) { item in
                TodoRow(item: item)
            }
        }
    }
}

:mount TodoScreen()
// expect: list: ["Buy milk", "Call mom"]
// expect: TodoRow: @self changed.
// expect: row Buy milk done=false
// expect: TodoRow: @self changed.
// expect: row Call mom done=false
:toggle "Buy milk"
// expect: TodoRow: @dependencies changed.
// expect: row Buy milk done=true
:toggle "Hide completed"
// expect: list: ["Call mom"]
:toggle "Call mom"
// expect: list: []
