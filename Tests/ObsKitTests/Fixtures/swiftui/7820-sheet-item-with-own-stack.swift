// Navigation in apps: a project list edits a project in a sheet(item:) that has its own NavigationStack and pushes a tag picker.
// The sheet's content is built with the item when presented (rules §13.1); a swipe-down (`:dismiss`) sets the item to nil and
// calls onDismiss (rules §13.1), and the whole hierarchy goes, the pushed picker and its @StateObject included (rules §1.4).
// While the sheet is up only its content takes taps (rules §15.11); the next sheet is a new hierarchy with an empty stack.
import SwiftUI

struct Project: Identifiable {
    let id: Int
    let name: String
}

final class TagStore: ObservableObject {
    @Published var tags = ["ios", "design"]
    init() { print("TagStore init") }
}

struct TagPicker: View {
    @StateObject private var store = TagStore()

    var body: some View {
        let _ = print("TagPicker body")
        List(store.tags, id: \.self) { tag in
            Text(tag)
        }
    }
}

struct ProjectEditor: View {
    let project: Project

    var body: some View {
        let _ = print("ProjectEditor body \(project.name)")
        NavigationStack {
            Form {
                Text(project.name)
                NavigationLink("Tags", value: "tags")
            }
            .navigationDestination(for: String.self) { _ in
                TagPicker()
            }
        }
    }
}

struct Projects: View {
    @State private var editing: Project?
    let projects = [Project(id: 1, name: "Apollo"), Project(id: 2, name: "Gemini")]

    var body: some View {
        NavigationStack {
            List(projects) { project in
                Button("Edit \(project.name)") { editing = project }
            }
        }
        .sheet(item: $editing, onDismiss: { print("editor dismissed") }) { project in
            ProjectEditor(project: project)
        }
    }
}

:mount Projects()
:tap "Edit Apollo"
// expect: ProjectEditor body Apollo
:tap "Tags"
// expect: TagStore init
// expect: TagPicker body
:dismiss
// expect: editor dismissed
:objects TagStore
// expect: class                   live  made  gone
// expect: TagStore                   0     1     1
:tap "Edit Gemini"
// expect: ProjectEditor body Gemini
:tap "Tags"
// expect: TagStore init
// expect: TagPicker body
