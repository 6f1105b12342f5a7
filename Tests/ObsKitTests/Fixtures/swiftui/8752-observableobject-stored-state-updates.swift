// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (an ObservableObject stored in @State updates the view only when the reference changes, not when its published properties change; StateObject tracks both)
import SwiftUI

final class Counter: ObservableObject {
    @Published var value = 0
}

struct StaleCounter: View {
    @State private var counter = Counter()
    @State private var refreshes = 0

    var body: some View {
        let _ = print("StaleCounter body: value \(counter.value), refreshes \(refreshes)")
        VStack {
            Text("Value: \(counter.value)")
            Button("Increment") {
                counter.value += 1
                print("incremented to \(counter.value)")
            }
            Button("Refresh") { refreshes += 1 }
            Button("Replace") { counter = Counter() }
        }
    }
}

:mount StaleCounter()
:tap "Increment"
:tap "Increment"
:tap "Refresh"
:tap "Replace"
// expect: StaleCounter body: value 0, refreshes 0
// expect: incremented to 1
// expect: incremented to 2
// expect: StaleCounter body: value 2, refreshes 1
// expect: StaleCounter body: value 0, refreshes 1
