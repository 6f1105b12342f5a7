// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/list (Supporting selection in lists: a List(selection:) bound to an optional id over @Observable projects; a tapped row becomes the selection, and a toolbar button removes the selected project and clears the selection)
// Apple's List page: "To make members of a list selectable, provide a binding to a selection variable. Binding to
// a single instance of the list data's Identifiable.ID type creates a single-selection list." A tap on a row
// writes that row's id into the binding (iOS 16 and later select a single row outside edit mode). The toolbar
// button removes the selected project from the array and sets the selection back to nil.
import SwiftUI

@Observable
final class Project: Identifiable {
    let id: Int
    var name: String
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

struct ProjectList: View {
    @State private var projects = [
        Project(id: 10, name: "Website"),
        Project(id: 20, name: "Mobile app"),
        Project(id: 30, name: "Newsletter")
    ]
    @State private var selection: Project.ID?

    var body: some View {
        NavigationStack {
            List(projects, selection: $selection) { project in
                Text(project.name)
            }
            .toolbar {
                Button("Remove selected") {
                    guard let id = selection else { return }
                    projects.removeAll { $0.id == id }
                    selection = nil
                    print("removed \(id); now \(projects.map(\.name))")
                }
            }
        }
        .onChange(of: selection) { _, newValue in
            print("selection: \(newValue.map(String.init) ?? "none")")
        }
    }
}

:mount ProjectList()
:tap "Mobile app"
// expect: selection: 20
:tap "Newsletter"
// expect: selection: 30
:tap "Remove selected"
// expect: removed 30; now ["Website", "Mobile app"]
// expect: selection: none
:tap "Remove selected"
:tap "Website"
// expect: selection: 10
