// Nested observable models, as the Observation talks contrast them with ObservableObject: a workspace model holding an
// array of project models (each an @Observable class), rows that each get one project, and a footer summing tasks.
// What SwiftUI does: Observation tracks each object's properties separately (rules §8.3). Renaming a project through
// `workspace.projects[0].title = ...` reads the array and writes the project's `title`: only the row that read that
// title runs, not the workspace view (the array itself did not change) (rules §8.1, §8.3). Completing a task changes
// `tasksDone`, which only the footer read. Appending a project changes `projects`: the workspace view and the footer
// (both read the array) run, one new row is made, and the existing rows get the same references, equal, and don't run
// (rules §2.3, §2.7, §1.2). Rows come before the footer in tree order (rules §2.8).
// Sources: rules §1.2, §2.3, §2.7, §2.8, §8.1, §8.3; https://developer.apple.com/videos/play/wwdc2023/10149/
import SwiftUI

@Observable
final class Project: Identifiable {
    let id: Int
    var title: String
    var tasksDone = 0

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Workspace {
    var projects = [Project(id: 1, title: "Alpha"), Project(id: 2, title: "Beta")]
}

struct ProjectRow: View {
    let project: Project

    var body: some View {
        let _ = print("ProjectRow body: \(project.title)")
        Text(project.title)
    }
}

struct TasksFooter: View {
    let workspace: Workspace

    var body: some View {
        let total = workspace.projects.reduce(0) { $0 + $1.tasksDone }
        let _ = print("TasksFooter body: \(total) done in \(workspace.projects.count) projects")
        Text("\(total) tasks done")
    }
}

struct WorkspaceView: View {
    @State private var workspace = Workspace()

    var body: some View {
        let _ = print("WorkspaceView body: \(workspace.projects.count) projects")
        VStack {
            List {
                ForEach(workspace.projects) { project in
                    ProjectRow(project: project)
                }
            }
            TasksFooter(workspace: workspace)
            Button("Rename first") { workspace.projects[0].title = "Alpha v2" }
            Button("Complete Beta task") { workspace.projects[1].tasksDone += 1 }
            Button("Add Gamma") { workspace.projects.append(Project(id: 3, title: "Gamma")) }
        }
    }
}

:mount WorkspaceView()
// expect: WorkspaceView body: 2 projects
// expect: ProjectRow body: Alpha
// expect: ProjectRow body: Beta
// expect: TasksFooter body: 0 done in 2 projects
:tap "Rename first"
// expect: ProjectRow body: Alpha v2
:tap "Complete Beta task"
// expect: TasksFooter body: 1 done in 2 projects
:tap "Add Gamma"
// expect: WorkspaceView body: 3 projects
// expect: ProjectRow body: Gamma
// expect: TasksFooter body: 1 done in 3 projects
