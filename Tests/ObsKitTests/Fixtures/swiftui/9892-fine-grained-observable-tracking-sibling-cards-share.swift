// Donny Wals style: fine-grained @Observable tracking: sibling cards share one health model; a change re-runs only the cards whose bodies read the changed property, never the sibling nor the parent; a Stepper bound with @Bindable makes its view depend on that property (rules §8.3, §8.4, §8.5, §2.3)
import SwiftUI

@Observable
final class HealthStats {
    var steps = 0
    var glasses = 0
    var goalSteps = 10000
}

struct StepsCard: View {
    let stats: HealthStats

    var body: some View {
        let _ = print("StepsCard body: \(stats.steps)/\(stats.goalSteps)")
        Button("Walk") { stats.steps += 500 }
    }
}

struct WaterCard: View {
    let stats: HealthStats

    var body: some View {
        let _ = print("WaterCard body: \(stats.glasses)")
        Button("Drink") { stats.glasses += 1 }
    }
}

struct GoalEditor: View {
    @Bindable var stats: HealthStats

    var body: some View {
        let _ = print("GoalEditor body")
        Stepper("Goal", value: $stats.goalSteps, in: 1000...20000, step: 1000)
    }
}

struct HealthDashboard: View {
    @State private var stats = HealthStats()

    var body: some View {
        let _ = print("HealthDashboard body")
        VStack {
            StepsCard(stats: stats)
            WaterCard(stats: stats)
            GoalEditor(stats: stats)
        }
    }
}

:mount HealthDashboard()
// expect: HealthDashboard body
// expect: StepsCard body: 0/10000
// expect: WaterCard body: 0
// expect: GoalEditor body
:tap "Walk"
// expect: StepsCard body: 500/10000
:tap "Drink"
// expect: WaterCard body: 1
:tap "Drink"
// expect: WaterCard body: 2
:step "Goal" up
// expect: StepsCard body: 500/11000
// expect: GoalEditor body
