// WWDC21 "Demystify SwiftUI" style (structural identity): the same view type in both branches of an if/else is two identities, so flipping the condition resets its @State with disappear then appear; one view given a conditional argument keeps its identity and its count (rules §1.1, §11.1, §3.2)
import SwiftUI

struct StepCounter: View {
    let label: String
    @State private var count = 0

    var body: some View {
        let _ = print("StepCounter \(label) body: \(count)")
        Button("\(label) +1") { count += 1 }
            .onAppear { print("\(label) appeared") }
            .onDisappear { print("\(label) disappeared") }
    }
}

struct WorkoutView: View {
    @State private var indoor = true

    var body: some View {
        let _ = print("WorkoutView body")
        VStack {
            Toggle("Indoor", isOn: $indoor)
            if indoor {
                StepCounter(label: "Treadmill")
            } else {
                StepCounter(label: "Trail")
            }
        }
    }
}

struct SteadyWorkoutView: View {
    @State private var indoor = true

    var body: some View {
        let _ = print("SteadyWorkoutView body")
        VStack {
            Toggle("Indoor", isOn: $indoor)
            StepCounter(label: indoor ? "Treadmill" : "Trail")
        }
    }
}

:mount WorkoutView()
// expect: WorkoutView body
// expect: StepCounter Treadmill body: 0
// expect: Treadmill appeared
:tap "Treadmill +1"
// expect: StepCounter Treadmill body: 1
:toggle "Indoor"
// expect: WorkoutView body
// expect: StepCounter Trail body: 0
// expect: Treadmill disappeared
// expect: Trail appeared
:toggle "Indoor"
// expect: WorkoutView body
// expect: StepCounter Treadmill body: 0
// expect: Trail disappeared
// expect: Treadmill appeared
:unmount
// expect: Treadmill disappeared
:mount SteadyWorkoutView()
// expect: SteadyWorkoutView body
// expect: StepCounter Treadmill body: 0
// expect: Treadmill appeared
:tap "Treadmill +1"
// expect: StepCounter Treadmill body: 1
:toggle "Indoor"
// expect: SteadyWorkoutView body
// expect: StepCounter Trail body: 1
