// SwiftUI from Apple's documentation: DismissAction — "Pop the current view from a NavigationStack"
// Source: developer.apple.com/documentation/swiftui/dismissaction: "You can use this action to: ...
// Pop the current view from a NavigationStack." NavigationStack (init(path:root:)): the stack
// "removes items when it removes views", so the path binding loses the popped value.
import SwiftUI

struct Detail: View {
    let id: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Detail \(id)")
            Button("Done") { dismiss() }
        }
    }
}

struct ContentView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Open 5", value: 5)
                NavigationLink("Open 6", value: 6)
            }
            .navigationDestination(for: Int.self) { id in Detail(id: id) }
        }
        .onChange(of: path) { print("path \(path)") }
    }
}

:mount ContentView()
:tap "Open 5"
:tap "Done"
:tap "Open 6"
:tap "Done"

// expect: path [5]
// expect: path []
// expect: path [6]
// expect: path []
