// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (SwiftUI initializes a state's storage only once per view instance: when the parent re-renders and calls the child's init with a new start value, the child's @State keeps its current value)
import SwiftUI

struct CountdownView: View {
    @State private var remaining: Int

    init(start: Int) {
        print("CountdownView init(start: \(start))")
        _remaining = State(initialValue: start)
    }

    var body: some View {
        VStack {
            Text("\(remaining) left")
            Button("Tick") { remaining -= 1 }
            Button("Show remaining") { print("remaining: \(remaining)") }
        }
    }
}

struct TimerScreen: View {
    @State private var start = 10

    var body: some View {
        VStack {
            Text("Starts at \(start)")
            Button("Start at 20") { start = 20 }
            CountdownView(start: start)
        }
    }
}

:mount TimerScreen()
:tap "Tick"
:tap "Show remaining"
:tap "Start at 20"
:tap "Show remaining"
// expect: CountdownView init(start: 10)
// expect: remaining: 9
// expect: CountdownView init(start: 20)
// expect: remaining: 9
