// SwiftUI from Apple's documentation: NavigationStack(path:) — removing items from the path pops views
// Source: developer.apple.com/documentation/swiftui/navigationstack: the stack "removes items when it
// removes views" and code "can also modify the property to change the state of the stack"; "The stack
// always displays the most recently added view that hasn't been removed".
import SwiftUI

struct Page: View {
    let value: Int
    @Binding var path: [Int]

    var body: some View {
        VStack {
            Text("Page \(value)")
            Button("Where") { print("on \(value), path \(path)") }
            Button("Back two") { path.removeLast(2) }
        }
    }
}

struct ContentView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Open three") { path = [10, 20, 30] }
                .navigationDestination(for: Int.self) { value in
                    Page(value: value, path: $path)
                }
        }
    }
}

:mount ContentView()
:tap "Open three"
:tap "Where"
:tap "Back two"
:tap "Where"
:back
:tap "Open three"
:tap "Where"

// expect: on 30, path [10, 20, 30]
// expect: on 10, path [10]
// expect: on 30, path [10, 20, 30]
