// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-user-interface-state (state in the common ancestor, edited by a child's TextField through a binding)
// "Store data as state in the least common ancestor of the views that need the data to establish a single source of
// truth that's shared across views"; the child gets a binding ("a two-way connection") and its TextField edits the
// parent's state one keystroke at a time.
// - Each character typed is one change: the parent's greeting, which reads the name, is rebuilt each time.
// - The parent's Clear button writes the same state; the child's field follows.
import SwiftUI

struct NameField: View {
    @Binding var name: String

    var body: some View {
        TextField("Name", text: $name)
    }
}

struct GreetingView: View {
    @State private var name = ""

    var body: some View {
        let _ = print("greeting: [\(name)]")
        VStack {
            Text("Hello, \(name)")
            NameField(name: $name)
            Button("Clear") { name = "" }
        }
    }
}

:mount GreetingView()
// expect: greeting: []
:type "Al" into "Name"
// expect: greeting: [A]
// expect: greeting: [Al]
:tap "Clear"
// expect: greeting: []
:type "B" into "Name"
// expect: greeting: [B]
