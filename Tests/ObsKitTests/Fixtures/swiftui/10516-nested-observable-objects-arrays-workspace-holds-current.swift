// Observation in depth style: nested @Observable objects with arrays: a workspace holds the current project, which holds its steps; ticking a step re-runs its row and the header (its computed doneCount read each step's done), adding a step re-runs the header and the step list, switching projects re-runs the screen that read current (rules §8.3, §8.4, §1.2, §2.3)
import SwiftUI

@Observable
final class Step: Identifiable {
    let id: Int
    var title: String
    var done = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Project {
    var name: String
    var steps: [Step]

    init(name: String, steps: [Step]) {
        self.name = name
        self.steps = steps
    }

    var doneCount: Int { steps.filter { $0.done }.count }
}

@Observable
final class Workspace {
    var current = Project(name: "Launch", steps: [Step(id: 1, title: "Design"), Step(id: 2, title: "Build")])
    var archive = Project(name: "Cleanup", steps: [Step(id: 3, title: "Sweep")])

    func swap() {
        let old = current
        current = archive
        archive = old
    }
}

struct ProgressHeader: View {
    let workspace: Workspace

    var body: some View {
        let project = workspace.current
        let _ = print("ProgressHeader body: \(project.name) \(project.doneCount)/\(project.steps.count)")
        Text(project.name)
    }
}

struct StepRow: View {
    let step: Step

    var body: some View {
        let _ = print("StepRow body: \(step.title) \(step.done ? "done" : "open")")
        Button(step.title) { step.done.toggle() }
    }
}

struct StepList: View {
    let project: Project

    var body: some View {
        let _ = print("StepList body: \(project.steps.count) steps")
        VStack {
            ForEach(project.steps) { step in
                StepRow(step: step)
            }
        }
    }
}

struct WorkspaceScreen: View {
    @State private var workspace = Workspace()

    var body: some View {
        let _ = print("WorkspaceScreen body")
        VStack {
            ProgressHeader(workspace: workspace)
            StepList(project: workspace.current)
            Button("Add step") { workspace.current.steps.append(Step(id: 10, title: "Ship")) }
            Button("Switch") { workspace.swap() }
        }
    }
}

:mount WorkspaceScreen()
// expect: WorkspaceScreen body
// expect: ProgressHeader body: Launch 0/2
// expect: StepList body: 2 steps
// expect: StepRow body: Design open
// expect: StepRow body: Build open
:tap "Design"
// expect: ProgressHeader body: Launch 1/2
// expect: StepRow body: Design done
:tap "Add step"
// expect: ProgressHeader body: Launch 1/3
// expect: StepList body: 3 steps
// expect: StepRow body: Ship open
:tap "Switch"
// expect: WorkspaceScreen body
// expect: ProgressHeader body: Cleanup 0/1
// expect: StepList body: 1 steps
// expect: StepRow body: Sweep open
:tap "Sweep"
// expect: ProgressHeader body: Cleanup 1/1
// expect: StepRow body: Sweep done
