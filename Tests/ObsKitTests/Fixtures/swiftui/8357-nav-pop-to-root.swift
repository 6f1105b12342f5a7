// SwiftUI from Apple's documentation: NavigationStack(path:) — emptying the path returns to the root
// Source: developer.apple.com/documentation/swiftui/navigationstack ("Manage navigation state"): the
// code can "modify the property to change the state of the stack"; the stack "doesn't allow the root
// view to be removed" and with an empty collection shows its root ("root: The view to display when
// the stack is empty", init(path:root:)).
import SwiftUI

struct Page: View {
    let value: Int
    @Binding var path: [Int]

    var body: some View {
        VStack {
            Button("Where") { print("page \(value) of \(path)") }
            Button("Home") { path.removeAll() }
        }
    }
}

struct ContentView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Deep link") { path = [1, 2, 3] }
                Button("Report") { print("root, path \(path)") }
            }
            .navigationDestination(for: Int.self) { value in
                Page(value: value, path: $path)
            }
        }
    }
}

:mount ContentView()
:tap "Deep link"
:tap "Where"
:tap "Home"
:tap "Report"

// expect: page 3 of [1, 2, 3]
// expect: root, path []
