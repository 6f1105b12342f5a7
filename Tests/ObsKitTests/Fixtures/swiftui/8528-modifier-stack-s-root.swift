// SwiftUI from Apple's documentation: navigationDestination(for:destination:) — https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:) (a modifier on the stack's root serves links in pushed views too: each NavigationLink(value:) pushes on top and appends to the path)
import SwiftUI

struct LevelView: View {
    let level: Int
    var body: some View {
        VStack {
            Text("Level \(level)")
            NavigationLink("Deeper", value: level + 1)
        }
    }
}

struct ContentView: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Start", value: 1)
                .navigationDestination(for: Int.self) { level in
                    LevelView(level: level)
                }
        }
        .onChange(of: path) { _, newValue in print(newValue) }
    }
}

:mount ContentView()
:tap "Start"
:tap "Deeper"
:tap "Deeper"
:back
// expect: [1]
// expect: [1, 2]
// expect: [1, 2, 3]
// expect: [1, 2]
