// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationstack (Manage navigation state: assigning several values to the path pushes them all and shows the last; removeAll() from the top view empties the path and reveals the root again)
import SwiftUI

struct Chapter: Hashable {
    let number: Int
}

struct BookView: View {
    @State private var path: [Chapter] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Read three chapters") {
                    path = [Chapter(number: 1), Chapter(number: 2), Chapter(number: 3)]
                }
                Button("Root check") { print("root visible, path count \(path.count)") }
            }
            .navigationDestination(for: Chapter.self) { chapter in
                VStack {
                    Text("Chapter \(chapter.number)")
                    Button("Peek \(chapter.number)") { print("reading chapter \(chapter.number)") }
                    Button("Close book from \(chapter.number)") { path.removeAll() }
                }
            }
        }
    }
}

:mount BookView()
:tap "Read three chapters"
:tap "Peek 3"
:tap "Close book from 3"
:tap "Root check"
:tap "Read three chapters"
:back
:tap "Peek 2"
:back
:tap "Peek 1"
:tap "Close book from 1"
:tap "Root check"
// expect: reading chapter 3
// expect: root visible, path count 0
// expect: reading chapter 2
// expect: reading chapter 1
// expect: root visible, path count 0
