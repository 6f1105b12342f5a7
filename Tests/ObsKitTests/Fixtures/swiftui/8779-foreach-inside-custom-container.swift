// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/foreach (a ForEach inside a custom container's @ViewBuilder content identifies rows by their elements' ids: inserting an element at the front keeps each existing row's @State with its element)
import SwiftUI

struct TodoItem: Identifiable {
    let id: Int
    let title: String
}

struct TitledBlock<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack {
            Text(title)
            content
        }
    }
}

struct TaskRow: View {
    let task: TodoItem
    @State private var pomodoros = 0

    var body: some View {
        Button("\(task.title): \(pomodoros)") {
            pomodoros += 1
            print("\(task.title) has \(pomodoros) pomodoros")
        }
    }
}

struct TasksView: View {
    @State private var tasks = [TodoItem(id: 1, title: "Write"), TodoItem(id: 2, title: "Review")]

    var body: some View {
        TitledBlock(title: "Today") {
            ForEach(tasks) { task in
                TaskRow(task: task)
            }
            Button("Add urgent") { tasks.insert(TodoItem(id: 3, title: "Urgent"), at: 0) }
        }
    }
}

:mount TasksView()
:tap "Review: 0"
:tap "Review: 1"
:tap "Write: 0"
:tap "Add urgent"
:tap "Review: 2"
:tap "Urgent: 0"
:tap "Write: 1"
// expect: Review has 1 pomodoros
// expect: Review has 2 pomodoros
// expect: Write has 1 pomodoros
// expect: Review has 3 pomodoros
// expect: Urgent has 1 pomodoros
// expect: Write has 2 pomodoros
