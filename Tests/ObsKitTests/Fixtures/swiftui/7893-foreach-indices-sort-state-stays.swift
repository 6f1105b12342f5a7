// "I flagged 'Write', sorted the list, and now 'Call' is flagged." With `ForEach(tasks.indices, id: \.self)` a
// row's identity is its position (rules §1.2), so sorting keeps every node where it was and only hands each one
// another title: each row's value differs, so each body runs (§2.7), with the @State of the row that used to sit
// there (§3.2). Compare 7881, where the rows are keyed by the element's id and the state follows the element.
import SwiftUI

struct TaskRow: View {
    let title: String
    @State private var flagged = false

    var body: some View {
        let _ = print("row \(title) flagged \(flagged)")
        Button(flagged ? "\(title) ⚑" : title) { flagged.toggle() }
    }
}

struct TaskList: View {
    @State private var tasks = ["Write", "Call", "Shop"]

    var body: some View {
        List {
            ForEach(tasks.indices, id: \.self) { i in
                TaskRow(title: tasks[i])
            }
        }
        Button("Sort A-Z") { tasks.sort() }
    }
}

:mount TaskList()
// expect: row Write flagged false
// expect: row Call flagged false
// expect: row Shop flagged false
:tap "Write"
// expect: row Write flagged true
:tap "Sort A-Z"
// expect: row Call flagged true
// expect: row Shop flagged false
// expect: row Write flagged false
:tap "Call ⚑"
// expect: row Call flagged false
