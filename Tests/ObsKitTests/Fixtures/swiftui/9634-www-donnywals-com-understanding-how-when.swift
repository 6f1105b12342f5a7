// Donny Wals, "Understanding how and when SwiftUI decides to redraw views", https://www.donnywals.com/understanding-how-and-when-swiftui-decides-to-redraw-views/ — a store publishing an array of ObservableObject items, each row observing its own item: toggling an item redraws only its row, the list's "done" count goes stale, and only a change to the array itself redraws the list
// Donny Wals: a view is redrawn when an ObservableObject it observes emits objectWillChange, and only then (or
// when its parent gives it new data); a row with `@ObservedObject var item` subscribes to that item alone. The
// store's @Published array is set only by appending or replacing, not by a change inside an item, which is a
// reference (rules §5.1, §6.3); unchanged rows keep their item reference and skip their bodies (rules §2.5).
import SwiftUI

final class TaskItem: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    @Published var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class TaskStore: ObservableObject {
    @Published var items = [TaskItem(id: 1, title: "Milk"), TaskItem(id: 2, title: "Eggs")]
}

struct TaskRow: View {
    @ObservedObject var item: TaskItem

    var body: some View {
        let _ = print("row \(item.title): \(item.isDone ? "done" : "open")")
        Toggle(item.title, isOn: $item.isDone)
    }
}

struct TaskListView: View {
    @StateObject private var store = TaskStore()

    var body: some View {
        let done = store.items.filter(\.isDone).count
        let _ = print("list body: \(done) of \(store.items.count) done")
        VStack {
            Text("\(done) of \(store.items.count) done")
            ForEach(store.items) { item in
                TaskRow(item: item)
            }
            Button("Add Bread") {
                store.items.append(TaskItem(id: store.items.count + 1, title: "Bread"))
            }
            Button("Rename first") { store.items[0].title = "Oat milk" }
        }
    }
}

:mount TaskListView()
// expect: list body: 0 of 2 done
// expect: row Milk: open
// expect: row Eggs: open
:toggle "Milk"
// expect: row Milk: done
:toggle "Eggs"
// expect: row Eggs: done
:tap "Rename first"
// expect: row Oat milk: done
:tap "Add Bread"
// expect: list body: 2 of 3 done
// expect: row Bread: open
:toggle "Bread"
// expect: row Bread: done
