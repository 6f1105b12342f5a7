// Swift Forums style: "should the child take the @Observable item as let or @Bindable?" (@Bindable is needed only to make bindings; it is not a dynamic property, so _printChanges shows the child's first run as @self only, and later runs as @dependencies, as for a let) (rules §8.5, §12.1, §12.2, §9.2)
import SwiftUI

@Observable
final class Habit {
    var name = "Read"
    var streak = 0
}

struct HabitEditor: View {
    @Bindable var habit: Habit

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Name", text: $habit.name)
            Stepper("Streak", value: $habit.streak)
        }
    }
}

struct HabitSummary: View {
    let habit: Habit

    var body: some View {
        let _ = Self._printChanges()
        Text("\(habit.name): \(habit.streak)")
    }
}

struct HabitScreen: View {
    @State private var habit = Habit()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            HabitSummary(habit: habit)
            HabitEditor(habit: habit)
        }
    }
}

:mount HabitScreen()
// expect: HabitScreen: @self, @identity, _habit changed.
// expect: HabitSummary: @self changed.
// expect: HabitEditor: @self changed.
:step "Streak" up
// expect: HabitSummary: @dependencies changed.
// expect: HabitEditor: @dependencies changed.
:type "s" into "Name"
// expect: HabitSummary: @dependencies changed.
// expect: HabitEditor: @dependencies changed.
