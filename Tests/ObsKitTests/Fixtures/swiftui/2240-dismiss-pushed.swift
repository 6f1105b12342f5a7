// Issue 13 (B), `@Environment(\.dismiss)` in a pushed view: the action pops it off the NavigationStack, as
// the back button would (its onDisappear runs; the path shrinks).
// Source: https://developer.apple.com/documentation/swiftui/dismissaction (among its uses: popping the
// current view off a NavigationStack), https://developer.apple.com/documentation/swiftui/navigationstack
// (init(path:root:): the path binding reflects pushes and pops). Rules §11, §14.
import SwiftUI

struct EditorScreen: View {
    @Environment(\.dismiss) private var dismiss
    let title: String
    var body: some View {
        Button("Done editing \(title)") { dismiss() }
            .onDisappear { print("editor gone") }
    }
}

struct Documents: View {
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Open Report") { path.append("Report") }
                Button("Depth") { print("depth", path.count) }
            }
            .navigationDestination(for: String.self) { title in
                EditorScreen(title: title)
            }
        }
    }
}

:mount Documents()
:tap "Open Report"
:tap "Done editing Report"
:tap "Depth"

// expect: editor gone
// expect: depth 0
