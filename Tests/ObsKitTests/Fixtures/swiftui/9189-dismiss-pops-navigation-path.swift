// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dismissaction (dismiss pops the current view of a NavigationStack, shortening its path)
// DismissAction can "Pop the current view from a NavigationStack". Each level reads `@Environment(\.dismiss)`; Done
// pops only that level, and the stack's path array loses its last element.
// - A value link inside the stack appends its value to the path
//   (https://developer.apple.com/documentation/swiftui/navigationstack); onChange reports the path each time.
import SwiftUI

struct LevelView: View {
    let level: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Level \(level)")
            NavigationLink("Deeper", value: level + 1)
            Button("Done") { dismiss() }
        }
    }
}

struct LevelsRoot: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Open level 1") { path.append(1) }
                .navigationDestination(for: Int.self) { level in
                    LevelView(level: level)
                }
        }
        .onChange(of: path) { _, newPath in
            print("path: \(newPath)")
        }
    }
}

:mount LevelsRoot()
:tap "Open level 1"
// expect: path: [1]
:tap "Deeper"
// expect: path: [1, 2]
:tap "Done"
// expect: path: [1]
:tap "Done"
// expect: path: []
