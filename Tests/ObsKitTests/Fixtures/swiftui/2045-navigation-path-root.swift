// Issue 13 (A), programmatic navigation with a path: `NavigationStack(path: $path)` over an array of Ints,
// `navigationDestination(for: Int.self)`, a "Next" button that appends, and "Back to start" that empties
// the path (pop to root), a pattern from many navigation tutorials.
// Expected: each push shows a new level; emptying the path pops every level at once; the onChange on the
// path reports its size.
import SwiftUI

struct LevelView: View {
    let level: Int
    @Binding var path: [Int]

    var body: some View {
        VStack {
            Text("Level \(level)")
            Button("Next") { path.append(level + 1) }
            Button("Back to start") { path.removeAll() }
        }
        .navigationTitle("Level \(level)")
    }
}

struct PathDemo: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Start") { path.append(1) }
                .navigationDestination(for: Int.self) { level in
                    LevelView(level: level, path: $path)
                }
        }
        .onChange(of: path) { _, newPath in
            print("path:", newPath)
        }
    }
}

:mount PathDemo()
:tap "Start"
:tap "Next"
:tap "Next"
:back
:tap "Back to start"
:tap "Start"

// expect: path: [1]
// expect: path: [1, 2]
// expect: path: [1, 2, 3]
// expect: path: [1, 2]
// expect: path: []
// expect: path: [1]
