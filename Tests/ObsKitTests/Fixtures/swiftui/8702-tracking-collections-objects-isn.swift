// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (tracking collections of objects "isn't possible when using ObservableObject": marking a task object inside the view model's @Published array done doesn't invalidate the view; appending to the array does)
import SwiftUI

final class TaskItem: ObservableObject, Identifiable {
    let id = UUID()
    @Published var title: String
    @Published var isDone = false

    init(title: String) {
        self.title = title
    }
}

final class ProjectViewModel: ObservableObject {
    @Published var tasks = [TaskItem(title: "Design"), TaskItem(title: "Build")]
}

struct ProjectView: View {
    @StateObject private var viewModel = ProjectViewModel()

    var body: some View {
        let doneCount = viewModel.tasks.filter(\.isDone).count
        let _ = print("ProjectView body: \(doneCount) of \(viewModel.tasks.count) done")
        VStack {
            Text("\(doneCount) done")
            Button("Finish first") { viewModel.tasks[0].isDone = true }
            Button("Add task") { viewModel.tasks.append(TaskItem(title: "Ship")) }
        }
    }
}

:mount ProjectView()
:tap "Finish first"
:tap "Add task"
// expect: ProjectView body: 0 of 2 done
// expect: ProjectView body: 1 of 3 done
