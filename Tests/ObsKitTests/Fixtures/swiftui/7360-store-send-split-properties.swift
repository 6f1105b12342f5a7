// The same store idea, split the way Observation talks recommend: the store keeps each part of the app's state in a
// stored property of its own, still changed only through `send(_:)`, and the screens take it from `.environment(_:)`.
// What SwiftUI does: each view depends only on the properties its last body read (rules §8.3), so adding a task runs
// the list and not the filter bar, and the reverse. Assigning with `=` a value equal to the one stored notifies nobody
// (rules §8.1, new toolchains): setting the same filter again, or clearing an already empty list, runs no body. The
// root only sends, so it never runs again; `@Environment(TaskStore.self)` finds the model the root put in the
// environment (rules §14.2).
// Sources: rules §8.1, §8.3, §14.2; https://developer.apple.com/documentation/swiftui/view/environment(_:)
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

@Observable
final class TaskStore {
    enum Action {
        case add(String)
        case setFilter(String)
        case clear
    }

    private(set) var tasks: [String] = []
    private(set) var filter = "All"

    func send(_ action: Action) {
        print("send \(action)")
        switch action {
        case .add(let title):
            tasks.append(title)
        case .setFilter(let newFilter):
            filter = newFilter
        case .clear:
            tasks = []
        }
    }
}

struct TaskListView: View {
    @Environment(TaskStore.self) private var store

    var body: some View {
        let _ = print("TaskListView body: \(store.tasks.count) tasks")
        List(store.tasks, id: \.self) { task in
            Text(task)
        }
    }
}

struct FilterBar: View {
    @Environment(TaskStore.self) private var store

    var body: some View {
        let _ = print("FilterBar body: \(store.filter)")
        Text("Showing \(store.filter)")
    }
}

struct TasksRoot: View {
    @State private var store = TaskStore()

    var body: some View {
        let _ = print("TasksRoot body")
        VStack {
            FilterBar()
            TaskListView()
            Button("Add walk") { store.send(.add("Walk")) }
            Button("Show open") { store.send(.setFilter("Open")) }
            Button("Clear") { store.send(.clear) }
        }
        .environment(store)
    }
}

:mount TasksRoot()
// expect: TasksRoot body
// expect: FilterBar body: All
// expect: TaskListView body: 0 tasks
:tap "Add walk"
// expect: send add("Walk")
// expect: TaskListView body: 1 tasks
:tap "Show open"
// expect: send setFilter("Open")
// expect: FilterBar body: Open
:tap "Show open"
// expect: send setFilter("Open")
:tap "Clear"
// expect: send clear
// expect: TaskListView body: 0 tasks
:tap "Clear"
// expect: send clear
