// SwiftUI from Apple's documentation: NavigationStack — https://developer.apple.com/documentation/swiftui/navigationstack (your code can modify the path array to change the views on the stack: emptying it from a pushed view returns to the root)
import SwiftUI

struct ContentView: View {
    @State private var path: [String] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Inbox", value: "Inbox")
                Button("Root action") { print("root action") }
            }
            .navigationDestination(for: String.self) { name in
                VStack {
                    Text(name)
                    NavigationLink("Open message", value: "Message")
                    Button("Home") { path.removeAll() }
                }
            }
        }
        .onChange(of: path) { _, newValue in print("path \(newValue)") }
    }
}

:mount ContentView()
:tap "Inbox"
:tap "Open message"
:tap "Home"
:tap "Root action"
// expect: path ["Inbox"]
// expect: path ["Inbox", "Message"]
// expect: path []
// expect: root action
