// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (deleting from the environment model's array of @Observable tasks, with onDelete: the view that reads the collection updates; the view reading only the owner's name does not)
import SwiftUI
import Observation

@Observable
final class TaskItem: Identifiable {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class TaskBoard {
    var owner = "Sam"
    var tasks = [TaskItem(title: "Email"), TaskItem(title: "Groceries"), TaskItem(title: "Laundry")]
}

struct OwnerLabel: View {
    @Environment(TaskBoard.self) private var board

    var body: some View {
        let _ = print("owner \(board.owner)")
        Text(board.owner)
    }
}

struct TaskList: View {
    @Environment(TaskBoard.self) private var board

    var body: some View {
        let _ = print("tasks: \(board.tasks.map(\.title).joined(separator: ", "))")
        List {
            ForEach(board.tasks) { task in
                Text(task.title)
            }
            .onDelete { offsets in
                board.tasks.remove(atOffsets: offsets)
            }
        }
    }
}

struct BoardScreen: View {
    @State private var board = TaskBoard()

    var body: some View {
        VStack {
            OwnerLabel()
            TaskList()
        }
        .environment(board)
    }
}

:mount BoardScreen()
:delete "Groceries"
:delete "Email"
// expect: owner Sam
// expect: tasks: Email, Groceries, Laundry
// expect: tasks: Email, Laundry
// expect: tasks: Laundry
