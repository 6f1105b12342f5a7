// SwiftUI from Apple's documentation: NavigationPath — init(_:), removeLast(_:), count, isEmpty
// Source: developer.apple.com/documentation/swiftui/navigationpath: "You also can read and write the
// collection to observe and alter the stack's state"; NavigationPath.removeLast(_:): "Removes values
// from the end of this path."; isEmpty: "A Boolean that indicates whether this path is empty."
// NavigationStack: "The stack always displays the most recently added view that hasn't been removed".
import SwiftUI

struct Stop: View {
    let stop: Int
    @Binding var path: NavigationPath
    var body: some View {
        VStack {
            Button("Info") { print("stop \(stop), count \(path.count), empty \(path.isEmpty)") }
            Button("Back two") { path.removeLast(2) }
            Button("Back all") { path.removeLast(path.count) }
        }
    }
}

struct ContentView: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Route") { path = NavigationPath([5, 6, 7]) }
                Button("Root info") { print("root, count \(path.count), empty \(path.isEmpty)") }
            }
            .navigationDestination(for: Int.self) { stop in Stop(stop: stop, path: $path) }
        }
    }
}

:mount ContentView()
:tap "Route"
:tap "Info"
:tap "Back two"
:tap "Info"
:tap "Back all"
:tap "Root info"

// expect: stop 7, count 3, empty false
// expect: stop 5, count 1, empty false
// expect: root, count 0, empty true
