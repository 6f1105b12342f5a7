// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (when the proxy value given to id changes, the view's identity and its state are reset: the child's _count = State(initialValue:) now takes the parent's new start)
import SwiftUI

struct StepperCard: View {
    @State private var count: Int

    init(start: Int) {
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
                .id(start)
        }
    }
}

:mount StepperHost()
:tap "Add one"
:tap "Report"
:tap "Start at 10"
:tap "Report"
:tap "Add one"
:tap "Report"
// expect: count is 2
// expect: count is 10
// expect: count is 11
