// A list of ObservableObject rows (a common pre-iOS 17 pattern): a store holds [TaskItem] where each
// TaskItem is itself an ObservableObject; each row observes its item with @ObservedObject.
// Expected: toggling one item's @Published `done` re-runs only that row; the list view (observing only
// the store, whose `items` array of references did not change) does not re-run, so its "done" count
// goes stale -- the well-known nested-ObservableObject pitfall.
// Source: https://developer.apple.com/documentation/swiftui/observedobject ;
// https://developer.apple.com/documentation/combine/observableobject
import SwiftUI

final class TaskItem: ObservableObject, Identifiable {
    let id = UUID()
    let title: String
    @Published var done = false
    init(title: String) { self.title = title }
}

final class TaskStore: ObservableObject {
    @Published var items = [TaskItem(title: "Write"), TaskItem(title: "Test"), TaskItem(title: "Ship")]
}

struct TaskRow: View {
    @ObservedObject var item: TaskItem
    var body: some View {
        let _ = Self._printChanges()
        Toggle(item.title, isOn: $item.done)
    }
}

struct TaskListView: View {
    @StateObject private var store = TaskStore()
    var body: some View {
        let _ = Self._printChanges()
        List {
            Text("\(store.items.filter(\.done).count) done")
            ForEach(store.items) { item in
                TaskRow(item: item)
            }
        }
    }
}

:mount TaskListView()
:toggle "Test"
:tree

// expect: TaskListView: @self, @identity, _store changed.
// expect: TaskRow: @self, @identity, _item changed.
// expect: TaskRow: @self, @identity, _item changed.
// expect: TaskRow: @self, @identity, _item changed.
// expect: TaskRow: _item changed.
// expect: TaskListView#1
// expect:   List
// expect:     Text "0 done"
// expect:     row #2
// expect:       TaskRow#5
// expect:         Toggle "Write" = false
// expect:     row #3
// expect:       TaskRow#6
// expect:         Toggle "Test" = true
// expect:     row #4
// expect:       TaskRow#7
// expect:         Toggle "Ship" = false
