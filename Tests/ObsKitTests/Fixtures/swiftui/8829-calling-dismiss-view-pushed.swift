// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dismissaction (calling dismiss in a view pushed on a NavigationStack pops it: its onDisappear runs and the root's navigation path is empty again)
import SwiftUI

struct EditorPage: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Save and close") {
            print("saving")
            dismiss()
        }
        .onDisappear { print("editor gone") }
    }
}

struct ProjectsRoot: View {
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Edit project", value: "project")
                Button("Path") { print("path \(path)") }
            }
            .navigationDestination(for: String.self) { _ in
                EditorPage()
            }
        }
    }
}

:mount ProjectsRoot()
:tap "Edit project"
:tap "Save and close"
:tap "Path"
// expect: saving
// expect: editor gone
// expect: path []
