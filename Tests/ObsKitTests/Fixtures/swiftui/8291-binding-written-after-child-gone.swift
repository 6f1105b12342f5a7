// SwiftUI from Apple's documentation: a binding captured by a Task still writes the parent's @State after the child is gone
// Apple, Binding (https://developer.apple.com/documentation/swiftui/binding): "A binding connects a property to a source
// of truth stored elsewhere, instead of storing data directly." (the source of truth is the parent's @State, which stays)
// Apple, Task (https://developer.apple.com/documentation/swift/task): "It's not a programming error to discard a reference
// to a task without waiting for that task to finish or canceling it. A task runs regardless of whether you keep a reference to it."
import SwiftUI

struct LaterButton: View {
    @Binding var count: Int
    var body: some View {
        Button("Add later") {
            Task {
                try? await Task.sleep(for: .seconds(1))
                count += 1
            }
        }
    }
}

struct CounterScreen: View {
    @State private var count = 0
    @State private var showEditor = true
    var body: some View {
        VStack {
            if showEditor {
                LaterButton(count: $count)
            }
            Button("Close editor") { showEditor = false }
            Button("Count") { print("count=\(count)") }
        }
        .onChange(of: count) { oldValue, newValue in print("count \(oldValue) -> \(newValue)") }
    }
}

:mount CounterScreen()
:tap "Add later"
:tap "Close editor"
:advance 1s
:tap "Count"
// expect: count 0 -> 1
// expect: count=1
