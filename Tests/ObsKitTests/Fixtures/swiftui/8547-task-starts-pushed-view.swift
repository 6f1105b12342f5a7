// SwiftUI from Apple's documentation: task(priority:_:) — https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (the task starts with the pushed view; if the view disappears before the action completes, SwiftUI cancels the task)
import SwiftUI

struct DetailView: View {
    let name: String
    var body: some View {
        Text(name)
            .task {
                do {
                    try await Task.sleep(for: .seconds(5))
                    print("\(name) loaded")
                } catch {
                    print("\(name) load cancelled: \(error is CancellationError)")
                }
            }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Fast", value: "Fast")
                NavigationLink("Slow", value: "Slow")
            }
            .navigationDestination(for: String.self) { DetailView(name: $0) }
        }
    }
}

:mount ContentView()
:tap "Fast"
:advance 6s
:back
:tap "Slow"
:advance 1s
:back
:advance 10s
// expect: Fast loaded
// expect: Slow load cancelled: true
