// Check error: ForEach over structs that are not Identifiable, without 'id:'
import SwiftUI

struct Chore {
    var title: String
    var done: Bool
}

struct TaskListView: View {
    let tasks = [Chore(title: "Shop", done: false), Chore(title: "Cook", done: true)]

    var body: some View {
        VStack {
            ForEach(tasks) { task in
                Text(task.title)
            }
        }
    }
}
// expect-error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Chore' conform to 'Identifiable'
