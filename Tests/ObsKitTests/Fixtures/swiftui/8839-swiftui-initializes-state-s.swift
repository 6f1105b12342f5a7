// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (SwiftUI initializes the state's storage only once for each view: an init that sets _count = State(initialValue: start) runs again with the parent's new start, but the stored count keeps the first value)
import SwiftUI

struct StepperCard: View {
    @State private var count: Int

    init(start: Int) {
        print("StepperCard init with start \(start)")
        _count = State(initialValue: start)
    }

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Report") { print("count is \(count)") }
            Button("Add one") { count += 1 }
        }
    }
}

struct StepperHost: View {
    @State private var start = 1

    var body: some View {
        VStack {
            Button("Start at 10") { start = 10 }
            StepperCard(start: start)
        }
    }
}

:mount StepperHost()
:tap "Add one"
:tap "Start at 10"
:tap "Report"
// expect: StepperCard init with start 1
// expect: StepperCard init with start 10
// expect: count is 2
