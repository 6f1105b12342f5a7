// A daily water/habit tracker as in beginner courses (Kodeco, DesignCode): @AppStorage counts, a ProgressView(value:total:) and a Gauge, a goal Stepper, an alert when the goal is reached (raised from onChange(of:)), a Reset button with role .destructive (Apple: ProgressView init(value:total:), Gauge, onChange(of:initial:_:), alert(_:isPresented:actions:); SEMANTICS §10)
import SwiftUI

struct WaterTrackerView: View {
    @AppStorage("glassesToday") private var glasses = 0
    @AppStorage("glassGoal") private var goal = 3
    @State private var showingCelebration = false

    var body: some View {
        VStack(spacing: 20) {
            Text("\(glasses) of \(goal) glasses")
                .font(.title)
            ProgressView(value: Double(min(glasses, goal)), total: Double(goal))
            Gauge(value: Double(min(glasses, goal)), in: 0...Double(goal)) {
                Text("Water")
            }
            Stepper("Goal: \(goal)", value: $goal, in: 1...10)
            HStack {
                Button("Drink a glass") {
                    glasses += 1
                }
                .buttonStyle(.borderedProminent)
                Button("Reset", role: .destructive) {
                    glasses = 0
                    print("reset")
                }
            }
        }
        .padding()
        .onChange(of: glasses) { oldValue, newValue in
            print("glasses \(oldValue) -> \(newValue)")
            if oldValue < goal && newValue >= goal {
                showingCelebration = true
            }
        }
        .alert("Goal reached! 🎉", isPresented: $showingCelebration) {
            Button("Nice") {
                print("celebrated at \(glasses)")
            }
        }
    }
}

:mount WaterTrackerView()
:step "Goal: 3" down
:tap "Drink a glass"
:tap "Drink a glass"
:tap "Nice"
:tap "Drink a glass"
:tap "Reset"
:tap "Drink a glass"

// expect: glasses 0 -> 1
// expect: glasses 1 -> 2
// expect: celebrated at 2
// expect: glasses 2 -> 3
// expect: reset
// expect: glasses 3 -> 0
// expect: glasses 0 -> 1
