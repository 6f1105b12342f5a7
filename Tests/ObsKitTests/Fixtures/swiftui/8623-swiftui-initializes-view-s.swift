// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (SwiftUI initializes a view's state storage only once for each container instance: a counter made with State(initialValue: start) keeps its own count when its parent later passes another start)
import SwiftUI

struct Counter: View {
    @State private var count: Int

    init(start: Int) {
        _count = State(initialValue: start)
    }

    var body: some View {
        Button("Count: \(count)") {
            count += 1
            print("count is \(count)")
        }
    }
}

struct ContentView: View {
    @State private var start = 0

    var body: some View {
        VStack {
            Text("Start: \(start)")
            Button("Start at 10") {
                start = 10
            }
            Counter(start: start)
        }
    }
}

:mount ContentView()
:tap "Count: 0"
:tap "Start at 10"
:tap "Count: 1"
// expect: count is 1
// expect: count is 2
