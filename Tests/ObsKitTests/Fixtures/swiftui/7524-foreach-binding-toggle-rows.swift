// Hacking with Swift style: `ForEach($tasks) { $task in Toggle(...) }` — editing rows in place through bindings (iOS 15+)
// What SwiftUI does: `ForEach($tasks)` hands each row a Binding to its element; the toggle writes back through the
// whole chain into the @State array (Apple `foreach/init(_:content:)`, rules §15.1). The parent's body reads the
// array to count what is left, so every write runs it once (rules §3.5, §10.1). "Clear Done" removes elements:
// their ids go away and their rows with them (rules §1.2).
// Sources: rules §1.2, §3.5, §15.1; https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
import SwiftUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct TodoListView: View {
    @State private var tasks = [
        TodoItem(title: "Water plants"),
        TodoItem(title: "Call Mum"),
        TodoItem(title: "Pay rent"),
    ]

    var body: some View {
        let left = tasks.filter { !$0.isDone }.count
        let _ = print("TodoListView body: \(left) of \(tasks.count) left")
        NavigationStack {
            List {
                ForEach($tasks) { $task in
                    Toggle(task.title, isOn: $task.isDone)
                }
            }
            .navigationTitle("\(left) left")
            .toolbar {
                Button("Clear Done") {
                    tasks.removeAll { $0.isDone }
                }
            }
        }
    }
}

:mount TodoListView()
// expect: TodoListView body: 3 of 3 left
:toggle "Water plants"
// expect: TodoListView body: 2 of 3 left
:toggle "Pay rent"
// expect: TodoListView body: 1 of 3 left
:toggle "Pay rent"
// expect: TodoListView body: 2 of 3 left
:tap "Clear Done"
// expect: TodoListView body: 2 of 2 left
:toggle "Call Mum"
// expect: TodoListView body: 1 of 2 left
