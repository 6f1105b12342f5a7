// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stepper (Stepper onIncrement/onDecrement wrapping a color index)
// Apple's Stepper page: "When the user clicks or taps the stepper's increment or decrement buttons, SwiftUI executes
// the relevant closure that updates value, wrapping the value to prevent overflow. SwiftUI then re-renders the view,
// updating the text and background color to match the current index". The closures print what they did; the label
// shows the index and a color name (the sample shows `colors[value].description`; names keep the output plain).
// - "-" from 0 wraps to 6 (pink); "+" from 6 wraps to 0; "+" twice more: 1 (red), 2 (gray).
import SwiftUI

struct StepperView: View {
    @State private var value = 0
    let colors: [Color] = [.orange, .red, .gray, .blue,
                           .green, .purple, .pink]
    let names = ["orange", "red", "gray", "blue", "green", "purple", "pink"]

    func incrementStep() {
        value += 1
        if value >= colors.count { value = 0 }
        print("increment -> \(value) (\(names[value]))")
    }

    func decrementStep() {
        value -= 1
        if value < 0 { value = colors.count - 1 }
        print("decrement -> \(value) (\(names[value]))")
    }

    var body: some View {
        Stepper {
            Text("Value: \(value) Color: \(names[value])")
        } onIncrement: {
            incrementStep()
        } onDecrement: {
            decrementStep()
        }
        .padding(5)
        .background(colors[value])
    }
}

:mount StepperView()
:step "Value: 0 Color: orange" down
// expect: decrement -> 6 (pink)
:step "Value: 6 Color: pink" up
// expect: increment -> 0 (orange)
:step "Value: 0 Color: orange" up
// expect: increment -> 1 (red)
:step "Value: 1 Color: red" up
// expect: increment -> 2 (gray)
