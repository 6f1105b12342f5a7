// Tutorial style (project actions): .confirmationDialog(_:isPresented:titleVisibility:presenting:) hands the chosen project to its buttons; the dialog reads its data in the body and adds a standard Cancel (rules §15.11, §13.2, §8.7)
import SwiftUI

struct Project: Identifiable {
    let id: Int
    var name: String
    var archived = false
}

struct ProjectsView: View {
    @State private var projects = [Project(id: 1, name: "Garden"), Project(id: 2, name: "Taxes")]
    @State private var selected: Project?
    @State private var showActions = false

    var body: some View {
        let _ = print("ProjectsView.body archived=\(projects.filter { $0.archived }.count)")
        List(projects) { project in
            Button("Actions for \(project.name)") {
                selected = project
                showActions = true
            }
        }
        .confirmationDialog("Project", isPresented: $showActions, titleVisibility: .visible, presenting: selected) { project in
            Button("Archive \(project.name)") {
                if let i = projects.firstIndex(where: { $0.id == project.id }) {
                    projects[i].archived = true
                }
            }
            Button("Delete \(project.name)", role: .destructive) {
                projects.removeAll { $0.id == project.id }
                print("deleted \(project.name), \(projects.count) left")
            }
        } message: { project in
            Text("What should happen to \(project.name)?")
        }
    }
}
:mount ProjectsView()
// expect: ProjectsView.body archived=0
:tap "Actions for Taxes"
// expect: ProjectsView.body archived=0
:tap "Archive Taxes"
// expect: ProjectsView.body archived=1
:tap "Actions for Garden"
// expect: ProjectsView.body archived=1
:tap "Cancel"
:tap "Actions for Garden"
:tap "Delete Garden"
// expect: deleted Garden, 1 left
// expect: ProjectsView.body archived=1
