// NavigationStack(path:) over [Int] with navigationDestination(for: Int.self): pushed views append to the path through a @Binding, the back button pops, and "pop to root" empties the array; expected output by the SwiftUI rules (Apple: NavigationStack init(path:root:) "the path binding reflects the stack", navigationDestination(for:destination:); onChange(of:) on the path)
import SwiftUI

struct LevelView: View {
    let level: Int
    @Binding var path: [Int]

    var body: some View {
        VStack {
            Text("Level \(level)")
            Button("Go to level \(level + 1)") {
                path.append(level + 1)
            }
            Button("Back to entrance") {
                path.removeAll()
            }
        }
        .navigationTitle("Level \(level)")
    }
}

struct DungeonView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Enter dungeon") {
                path.append(1)
            }
            .navigationTitle("Entrance")
            .navigationDestination(for: Int.self) { level in
                LevelView(level: level, path: $path)
            }
        }
        .onChange(of: path) {
            print("path: \(path)")
        }
    }
}

:mount DungeonView()
:tap "Enter dungeon"
:tap "Go to level 2"
:tap "Go to level 3"
:back
:tap "Back to entrance"

// expect: path: [1]
// expect: path: [1, 2]
// expect: path: [1, 2, 3]
// expect: path: [1, 2]
// expect: path: []
