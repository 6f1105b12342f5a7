// App-organization style: a model that belongs to a tab (@State in the tab's view) survives tab switches, while a model that belongs to a sheet presented from the other tab is made when the sheet shows and released when it is dismissed
import SwiftUI

@Observable
final class WorkoutTimer {
    var rounds = 0
    init() { print("WorkoutTimer init") }
    deinit { print("WorkoutTimer deinit") }
}

@Observable
final class GoalDraft {
    var minutes = 30
    init() { print("GoalDraft init") }
    deinit { print("GoalDraft deinit") }
}

struct GoalSheet: View {
    @State private var draft = GoalDraft()

    var body: some View {
        let _ = print("GoalSheet body: \(draft.minutes) min")
        Button("Longer") { draft.minutes += 15 }
    }
}

struct WorkoutTab: View {
    @State private var timer = WorkoutTimer()

    var body: some View {
        let _ = print("WorkoutTab body: \(timer.rounds) rounds")
        Button("Add Round") { timer.rounds += 1 }
    }
}

struct GoalsTab: View {
    @State private var showingGoal = false

    var body: some View {
        let _ = print("GoalsTab body")
        Button("Set Goal") { showingGoal = true }
            .sheet(isPresented: $showingGoal) {
                GoalSheet()
            }
    }
}

struct FitnessRoot: View {
    var body: some View {
        TabView {
            WorkoutTab()
                .tabItem { Label("Workout", systemImage: "figure.run") }
            GoalsTab()
                .tabItem { Label("Goals", systemImage: "target") }
        }
    }
}

@main
struct FitnessApp: App {
    var body: some Scene {
        WindowGroup {
            FitnessRoot()
        }
    }
}

:mount FitnessApp()
// expect: WorkoutTimer init
// expect: WorkoutTab body: 0 rounds
:tap "Add Round"
// expect: WorkoutTab body: 1 rounds
:tab "Goals"
// expect: GoalsTab body
:tap "Set Goal"
// expect: GoalDraft init
// expect: GoalSheet body: 30 min
:tap "Longer"
// expect: GoalSheet body: 45 min
:dismiss
// expect: GoalDraft deinit
:tab "Workout"
:tap "Add Round"
// expect: WorkoutTab body: 2 rounds
