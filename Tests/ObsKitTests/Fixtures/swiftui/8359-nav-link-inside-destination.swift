// SwiftUI from Apple's documentation: NavigationLink(_:value:) inside a navigationDestination
// Source: developer.apple.com/documentation/swiftui/navigationlink/init(_:value:): "When someone
// activates the navigation link ... SwiftUI looks for a nearby navigationDestination(for:destination:)
// view modifier ... If SwiftUI finds a matching modifier within the view hierarchy of an enclosing
// NavigationStack, it pushes the modifier's corresponding view onto the stack."
// NavigationStack: the stack "adds items to the collection as it adds views to the stack".
import SwiftUI

struct Level: View {
    let depth: Int
    @Binding var path: [Int]

    var body: some View {
        VStack {
            NavigationLink("Deeper", value: depth + 1)
            Button("Path") { print("depth \(depth): \(path)") }
        }
        .onAppear { print("level \(depth) appears") }
    }
}

struct ContentView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Start", value: 1)
                .navigationDestination(for: Int.self) { depth in
                    Level(depth: depth, path: $path)
                }
        }
    }
}

:mount ContentView()
:tap "Start"
:tap "Deeper"
:tap "Deeper"
:tap "Path"

// expect: level 1 appears
// expect: level 2 appears
// expect: level 3 appears
// expect: depth 3: [1, 2, 3]
