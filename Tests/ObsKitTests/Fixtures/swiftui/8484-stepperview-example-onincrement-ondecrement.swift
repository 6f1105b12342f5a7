// SwiftUI from Apple's documentation: Stepper (the StepperView example with onIncrement/onDecrement that wrap)
// Source: developer.apple.com/documentation/swiftui/stepper: "When the user clicks or taps the stepper's
// increment or decrement buttons, SwiftUI executes the relevant closure that updates value, wrapping the
// value to prevent overflow. SwiftUI then re-renders the view, updating the text and background color to
// match the current index". decrementStep(): value -= 1; if value < 0 { value = colors.count - 1 }.
// The label shows the value, so each press is addressed by the label the stepper shows at that moment.
import SwiftUI

struct StepperView: View {
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
        Stepper {
            Text("Value: \(value) Color: \(names[value])")
        } onIncrement: {
            incrementStep()
        } onDecrement: {
            decrementStep()
        }
        .padding(5)
        .background(colors[value])
        .onChange(of: value) { oldValue, newValue in
            print("value \(oldValue) -> \(newValue) (\(names[newValue]))")
        }
    }
}

:mount StepperView()
:step "Value: 0 Color: orange" down
:step "Value: 6 Color: pink" up
:step "Value: 0 Color: orange" up

// expect: value 0 -> 6 (pink)
// expect: value 6 -> 0 (orange)
// expect: value 0 -> 1 (red)
