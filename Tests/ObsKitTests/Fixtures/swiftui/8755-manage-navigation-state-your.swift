// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationstack (Manage navigation state: your code changes the views on the stack by modifying the [Int] path: append pushes a level, removeLast pops the top one)
import SwiftUI

struct LevelsView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Start at 1") {
                path.append(1)
                print("appended, path \(path)")
            }
            .navigationDestination(for: Int.self) { level in
                VStack {
                    Text("Level \(level)")
                    Button("Deeper from \(level)") { path.append(level + 1) }
                    Button("Back from \(level)") {
                        path.removeLast()
                        print("removed, path \(path)")
                    }
                }
            }
        }
    }
}

:mount LevelsView()
:tap "Start at 1"
:tap "Deeper from 1"
:tap "Deeper from 2"
:tap "Back from 3"
:tap "Back from 2"
:tap "Deeper from 1"
:tap "Back from 2"
:tap "Back from 1"
:tap "Start at 1"
// expect: appended, path [1]
// expect: removed, path [1, 2]
// expect: removed, path [1]
// expect: removed, path [1]
// expect: removed, path []
// expect: appended, path [1]
