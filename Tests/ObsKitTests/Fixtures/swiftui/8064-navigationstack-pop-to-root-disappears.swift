// SwiftUI from Apple's documentation: emptying the path from a pushed view pops to the root, and the pushed view disappears
// Apple, NavigationStack (https://developer.apple.com/documentation/swiftui/navigationstack): with a path binding, "you can pop to
// the root view by removing all items from the path". Apple, View.onDisappear(perform:)
// (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)): "Adds an action to perform after this view
// disappears." The button action runs first; the disappearance follows the update it causes.
import SwiftUI

struct Step: View {
    let name: String
    @Binding var path: [String]

    var body: some View {
        Button("Pop to root") {
            print("popping from \(name)")
            path.removeAll()
        }
        .onAppear { print("Step \(name) appears") }
        .onDisappear { print("Step \(name) disappears") }
    }
}

struct Wizard: View {
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Start") { path.append("A") }
                .navigationDestination(for: String.self) { name in
                    Step(name: name, path: $path)
                }
        }
    }
}

:mount Wizard()
:tap "Start"
// expect: Step A appears
:tap "Pop to root"
// expect: popping from A
// expect: Step A disappears
