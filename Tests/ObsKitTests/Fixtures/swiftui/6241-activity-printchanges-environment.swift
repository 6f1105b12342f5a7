// Self._printChanges() in a root that keeps an @Observable store in @State and in two cards that read different properties of it through @Environment(ActivityStore.self); expected output by the SwiftUI rules (rules §12 first evaluation "V: @self, @identity, _a changed.", "@dependencies" when Observation fired; §8 per-property tracking; T4)
import SwiftUI
import Observation

@Observable
final class ActivityStore {
    var steps = 4200
    var glassesOfWater = 3
}

struct StepsCard: View {
    @Environment(ActivityStore.self) private var store

    var body: some View {
        let _ = Self._printChanges()
        Text("\(store.steps) steps")
    }
}

struct WaterCard: View {
    @Environment(ActivityStore.self) private var store

    var body: some View {
        let _ = Self._printChanges()
        Text("\(store.glassesOfWater) glasses")
    }
}

struct TodayView: View {
    @State private var store = ActivityStore()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            StepsCard()
            WaterCard()
            Button("Walk") { store.steps += 1000 }
            Button("Drink") { store.glassesOfWater += 1 }
        }
        .environment(store)
    }
}

:mount TodayView()
:tap "Walk"
:tap "Drink"
:tap "Walk"

// expect: TodayView: @self, @identity, _store changed.
// expect: StepsCard: @self, @identity, _store changed.
// expect: WaterCard: @self, @identity, _store changed.
// expect: StepsCard: @dependencies changed.
// expect: WaterCard: @dependencies changed.
// expect: StepsCard: @dependencies changed.
