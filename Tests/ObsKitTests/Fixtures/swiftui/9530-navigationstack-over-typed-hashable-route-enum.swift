// SwiftUI from a community tutorial: https://edge.ccmdesign.ca/summaries/e22ad89606c810f8-swiftui-navigation-typed-routes-beat-old-hacks-summary (NavigationStack over a typed Hashable Route enum: append to push, removeLast to pop, removeAll for the root)
// The summary: "NavigationStack treats history as a stack of typed, Hashable Route enum values - empty array at root,
// append to push (e.g., path.append(.details(id: 42))), popLast() to pop, removeAll() for root", one
// `.navigationDestination(for: Route.self) { route in switch route { ... } }` at the root, and
// `NavigationLink(value: Route.details(id: 42))`. Apple's NavigationStack page: the path binding follows the stack, and
// the back button removes the last element. onChange prints the path after each change.
// - Link to item 42; push 43 from its page; back; back to root from 42; Settings; Done (root).
import SwiftUI

enum Route: Hashable {
    case details(id: Int)
    case settings

    var label: String {
        switch self {
        case .details(let id): return "details \(id)"
        case .settings: return "settings"
        }
    }
}

struct DetailsView: View {
    let id: Int
    @Binding var path: [Route]

    var body: some View {
        VStack {
            Text("Item \(id)")
            Button("Related item \(id + 1)") { path.append(.details(id: id + 1)) }
            Button("Back to root") { path.removeAll() }
        }
    }
}

struct SettingsView: View {
    let done: () -> Void
    var body: some View {
        Button("Done") { done() }
    }
}

struct RootView: View {
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Open item 42", value: Route.details(id: 42))
                Button("Settings") { path.append(.settings) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .details(let id): DetailsView(id: id, path: $path)
                case .settings: SettingsView(done: { _ = path.popLast() })
                }
            }
        }
        .onChange(of: path) { _, newPath in
            print("path: \(newPath.map(\.label))")
        }
    }
}

:mount RootView()
:tap "Open item 42"
// expect: path: ["details 42"]
:tap "Related item 43"
// expect: path: ["details 42", "details 43"]
:back
// expect: path: ["details 42"]
:tap "Back to root"
// expect: path: []
:tap "Settings"
// expect: path: ["settings"]
:tap "Done"
// expect: path: []
