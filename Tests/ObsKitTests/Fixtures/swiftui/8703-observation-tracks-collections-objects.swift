// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (Observation tracks collections of objects: with @Observable task objects in an @Observable view model's array, marking one done re-runs the body that read its isDone)
import SwiftUI

@Observable
final class TaskItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false

    init(title: String) {
        self.title = title
    }
}

@Observable
final class ProjectViewModel {
    var tasks = [TaskItem(title: "Design"), TaskItem(title: "Build")]
}

struct ProjectView: View {
    @State private var viewModel = ProjectViewModel()

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
// expect: ProjectView body: 1 of 2 done
// expect: ProjectView body: 1 of 3 done
