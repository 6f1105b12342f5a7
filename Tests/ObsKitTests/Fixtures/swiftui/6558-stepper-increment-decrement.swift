// Apple docs `Stepper` (the onIncrement/onDecrement example that cycles through colors) with prints in both closures.
// The stepper calls the closures instead of writing a binding (Apple `stepper/init(label:onincrement:ondecrement:oneditingchanged:)`).
// decrementStep() writes -1 then wraps to 6; incrementStep() writes 7 then wraps to 0: several writes in one action
// give one body, after the action, with the last value (rules §10.1), so `colors[value]` never sees 7 or -1.
// The label shows the value, so each command names the label as it is at that moment.
import SwiftUI

struct ColorStepper: View {
    @State private var value = 0
    let colors: [Color] = [.orange, .red, .gray, .blue, .green, .purple, .pink]
    let names = ["orange", "red", "gray", "blue", "green", "purple", "pink"]

    func incrementStep() {
        value += 1
        if value >= colors.count { value = 0 }
    }

    func decrementStep() {
        value -= 1
        if value < 0 { value = colors.count - 1 }
    }

    var body: some View {
        let _ = print("body: value \(value)")
        Stepper {
            Text("Value: \(value) Color: \(names[value])")
        } onIncrement: {
            print("increment")
            incrementStep()
        } onDecrement: {
            print("decrement")
            decrementStep()
        }
        .padding(5)
        .background(colors[value])
    }
}

:mount ColorStepper()
// expect: body: value 0
:step "Value: 0 Color: orange" down
// expect: decrement
// expect: body: value 6
:step "Value: 6 Color: pink" up
// expect: increment
// expect: body: value 0
:step "Value: 0 Color: orange" up
// expect: increment
// expect: body: value 1
:step "Value: 1 Color: red" up
// expect: increment
// expect: body: value 2
