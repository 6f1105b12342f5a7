// Style: Apple sample-app style, a "New Project" sheet with its own NavigationStack and Cancel/Create toolbar items.
// SwiftUI: a sheet has a bar only with its own navigation stack; its toolbar items are built during the body and are
// tappable there (rules §15.4). The sheet's @State `name` is fresh at each presentation (rules §13.1, §1.4), and its body
// reads it (the print and the Create button's `disabled`), so each keystroke runs it (rules §3.5). `dismiss()` closes
// the sheet (rules §15.12); Create appends to the presenter's @State, whose body runs once (rules §15.12, ObsREPL's
// choice). A disabled toolbar button can't be tapped (rules §15.11).
import SwiftUI

struct NewProjectSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    let onCreate: (String) -> Void

    var body: some View {
        let _ = print("new project body, empty: \(name.isEmpty)")
        NavigationStack {
            Form {
                TextField("Project name", text: $name)
            }
            .navigationTitle("New Project")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Create") {
                        onCreate(name)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

struct ProjectsView: View {
    @State private var projects: [String] = []
    @State private var showNew = false

    var body: some View {
        let _ = print("projects body: \(projects)")
        NavigationStack {
            List(projects, id: \.self) { project in
                Text(project)
            }
            .navigationTitle("Projects")
            .toolbar {
                Button("New") { showNew = true }
            }
        }
        .sheet(isPresented: $showNew) {
            NewProjectSheet { projects.append($0) }
        }
    }
}

:mount ProjectsView()
// expect: projects body: []
:tap "New"
// expect: new project body, empty: true
:type "Ap" into "Project name"
// expect: new project body, empty: false
// expect: new project body, empty: false
:tap "Cancel"
:tap "New"
// expect: new project body, empty: true
:type "App" into "Project name"
// expect: new project body, empty: false
// expect: new project body, empty: false
// expect: new project body, empty: false
:tap "Create"
// expect: projects body: ["App"]
:tap "New"
// expect: new project body, empty: true
:tap "Create"
// expect-error: button "Create" is disabled
