// Apple documentation style ("Stepper"): a coffee tracker with a Stepper of its own increment and decrement actions (a decrement at zero runs the action but changes nothing) and a Stepper over a range with a step; each press is one turn and one body run when the value moved (rules §3.4, §10.1)
import SwiftUI

struct CoffeeTracker: View {
    @State private var cups = 0
    @State private var minutes = 0

    var body: some View {
        let _ = print("CoffeeTracker body: \(cups) cups, \(minutes) min")
        Form {
            Stepper("Cups: \(cups)", onIncrement: {
                cups += 1
                print("more coffee")
            }, onDecrement: {
                if cups > 0 { cups -= 1 }
                print("less coffee")
            })
            Stepper("Break: \(minutes) min", value: $minutes, in: 0...10, step: 5)
        }
    }
}

:mount CoffeeTracker()
// expect: CoffeeTracker body: 0 cups, 0 min
:step "Cups: 0" down
// expect: less coffee
:step "Cups: 0" up
// expect: more coffee
// expect: CoffeeTracker body: 1 cups, 0 min
:step "Break: 0 min" up
// expect: CoffeeTracker body: 1 cups, 5 min
:step "Break: 5 min" up
// expect: CoffeeTracker body: 1 cups, 10 min
:step "Break: 10 min" down
// expect: CoffeeTracker body: 1 cups, 5 min
