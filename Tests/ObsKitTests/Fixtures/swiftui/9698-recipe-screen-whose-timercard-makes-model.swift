// Hacking with Swift "don't do this" style ownership mistake, on purpose: a recipe screen whose TimerCard makes its model inline with @ObservedObject, beside the fix with @StateObject; a parent re-render makes a new timer, the old one deinits after it, and the minutes start over
import SwiftUI

final class KitchenTimer: ObservableObject {
    static var made = 0
    let number: Int
    @Published var minutes = 5

    init() {
        KitchenTimer.made += 1
        number = KitchenTimer.made
        print("KitchenTimer \(number) init")
    }

    deinit { print("KitchenTimer \(number) deinit") }
}

struct TimerCard: View {
    @ObservedObject var timer = KitchenTimer()   // the mistake: nothing owns this model

    var body: some View {
        let _ = print("TimerCard body: timer \(timer.number), \(timer.minutes) min")
        Button("Add minute") { timer.minutes += 1 }
    }
}

struct OwnedTimerCard: View {
    @StateObject private var timer = KitchenTimer()

    var body: some View {
        let _ = print("OwnedTimerCard body: timer \(timer.number), \(timer.minutes) min")
        Button("Add owned minute") { timer.minutes += 1 }
    }
}

struct RecipeView: View {
    @State private var servings = 2

    var body: some View {
        let _ = print("RecipeView body: \(servings) servings")
        VStack {
            Stepper("Servings: \(servings)", value: $servings, in: 1...8)
            TimerCard()
            OwnedTimerCard()
        }
    }
}

:mount RecipeView()
// expect: RecipeView body: 2 servings
// expect: KitchenTimer 1 init
// expect: TimerCard body: timer 1, 5 min
// expect: KitchenTimer 2 init
// expect: OwnedTimerCard body: timer 2, 5 min
:tap "Add minute"
// expect: TimerCard body: timer 1, 6 min
:tap "Add owned minute"
// expect: OwnedTimerCard body: timer 2, 6 min
:step "Servings: 2" up
// expect: RecipeView body: 3 servings
// expect: KitchenTimer 3 init
// expect: KitchenTimer 1 deinit
// expect: TimerCard body: timer 3, 5 min
:tap "Add owned minute"
// expect: OwnedTimerCard body: timer 2, 7 min
:unmount
// expect: KitchenTimer 2 deinit
// expect: KitchenTimer 3 deinit
