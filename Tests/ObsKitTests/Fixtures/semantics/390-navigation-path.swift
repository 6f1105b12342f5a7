// rules §14.3, §15.12: `NavigationStack(path:)` shows one pushed view per element of its path (each by its
// `navigationDestination(for:)`); appending pushes, removing pops, a link's value is appended to the path, and
// `:back` or `dismiss()` in a pushed view removes the last element. `navigationDestination(isPresented:)`
// pushes while its flag is true; popping sets it false.
// Source: https://developer.apple.com/documentation/swiftui/navigationstack (init(path:root:)),
// https://developer.apple.com/documentation/swiftui/navigationpath,
// https://developer.apple.com/documentation/swiftui/dismissaction,
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:).
struct Page390: View {
    @Environment(\.dismiss) private var dismiss
    let n: Int
    var body: some View {
        NavigationLink("Deeper", value: n + 1)
        Button("Close \(n)") { dismiss() }
    }
}

struct Root390: View {
    @State private var path = NavigationPath()
    @State private var showingHelp = false
    var body: some View {
        NavigationStack(path: $path) {
            Button("Start") { path.append(1) }
            Button("Help") { showingHelp = true }
            Button("Depth") { print("depth", path.count, "help", showingHelp) }
                .navigationDestination(for: Int.self) { Page390(n: $0) }
                .navigationDestination(isPresented: $showingHelp) { Text("Help page") }
        }
    }
}

:mount Root390()
:tap "Start"
:tap "Deeper"
:tap "Close 2"
:back
:tap "Help"
:back
:tap "Depth"

// expect: depth 0 help false
