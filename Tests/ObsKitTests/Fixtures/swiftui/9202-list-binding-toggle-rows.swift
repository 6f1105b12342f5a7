// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:) (a list over a binding to a collection: each row gets a binding to its element)
// `List($tasks) { $task in ... }` hands each row a Binding to its element, so a Toggle can write
// `$task.isDone` straight into the @State array. The body counts the done tasks: each toggle writes the
// array once and runs the body once.
import SwiftUI

struct ChoreTask: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

struct ChoreList: View {
    @State private var tasks = [
        ChoreTask(id: 1, title: "Water plants"),
        ChoreTask(id: 2, title: "Take out trash"),
        ChoreTask(id: 3, title: "Feed cat", isDone: true),
    ]

    var body: some View {
        let done = tasks.filter(\.isDone).count
        let _ = print("done: \(done) of \(tasks.count)")
        List($tasks) { $task in
            Toggle(task.title, isOn: $task.isDone)
        }
    }
}

:mount ChoreList()
// expect: done: 1 of 3
:toggle "Water plants"
// expect: done: 2 of 3
:toggle "Feed cat"
// expect: done: 1 of 3
:toggle "Take out trash"
// expect: done: 2 of 3
