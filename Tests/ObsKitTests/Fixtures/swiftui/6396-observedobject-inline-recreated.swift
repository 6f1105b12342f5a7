// Stack Overflow / weekly.elfitz.com "@ObservedObject var vm = VM() resets" (the classic mistake); rules §5.3, T8: each parent render makes a new model, the new init before the old deinit
import SwiftUI

final class StepCounter: ObservableObject {
    static var made = 0
    let number: Int
    @Published var steps = 0

    init() {
        StepCounter.made += 1
        number = StepCounter.made
        print("StepCounter \(number) init")
    }

    deinit { print("StepCounter \(number) deinit") }
}

struct StepsCard: View {
    @ObservedObject var counter = StepCounter()

    var body: some View {
        let _ = print("StepsCard body: counter \(counter.number), \(counter.steps) steps")
        Button("Add step") { counter.steps += 1 }
    }
}

struct DashboardView: View {
    @State private var refreshCount = 0

    var body: some View {
        let _ = print("DashboardView body")
        VStack {
            Text("Refreshed \(refreshCount) times")
            Button("Refresh") { refreshCount += 1 }
            StepsCard()
        }
    }
}

:mount DashboardView()
:tap "Add step"
:tap "Add step"
:tap "Refresh"
:tap "Add step"

// expect: DashboardView body
// expect: StepCounter 1 init
// expect: StepsCard body: counter 1, 0 steps
// expect: StepsCard body: counter 1, 1 steps
// expect: StepsCard body: counter 1, 2 steps
// expect: DashboardView body
// expect: StepCounter 2 init
// expect: StepCounter 1 deinit
// expect: StepsCard body: counter 2, 0 steps
// expect: StepsCard body: counter 2, 1 steps
