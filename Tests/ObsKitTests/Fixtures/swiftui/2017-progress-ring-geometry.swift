// Issue 13 (A), a goal tracker drawing a bar with GeometryReader and a ring with `Circle().trim`, fed by a
// ProgressView(value:total:), with steps added by a button.
// Expected: the GeometryReader content reads `steps` through the parent's snapshot it captured, so it is
// rebuilt when the parent's body runs (each tap); onChange reports reaching the goal once.
import SwiftUI

struct StepGoal: View {
    @State private var steps = 6000
    let goal = 8000

    var body: some View {
        VStack {
            ProgressView(value: Double(steps), total: Double(goal)) {
                Text("\(steps) of \(goal) steps")
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(.systemFill))
                    Capsule()
                        .fill(.green)
                        .frame(width: proxy.size.width * min(Double(steps) / Double(goal), 1))
                }
            }
            .frame(height: 10)
            Circle()
                .trim(from: 0, to: min(Double(steps) / Double(goal), 1))
                .stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .frame(width: 80, height: 80)
            Button("Walk 1000 steps") { steps += 1000 }
        }
        .onChange(of: steps >= goal) { _, reached in
            if reached { print("goal reached at \(steps) steps") }
        }
    }
}

:mount StepGoal()
:tap "Walk 1000 steps"
:tap "Walk 1000 steps"
:tap "Walk 1000 steps"

// expect: goal reached at 8000 steps
