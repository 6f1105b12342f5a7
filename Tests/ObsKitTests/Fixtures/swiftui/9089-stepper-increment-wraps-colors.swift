// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stepper (the StepperView whose onIncrement/onDecrement wrap an index into an array of colors)
// Apple's Stepper overview example: "When the user clicks or taps the stepper's increment or decrement buttons,
// SwiftUI executes the relevant closure that updates value, wrapping the value to prevent overflow. SwiftUI then
// re-renders the view, updating the text and background color to match the current index".
// - A - press at 0 wraps to the last index (6, pink); a + press there wraps to 0 (orange).
// - Color's description names a system color ("orange", "pink").
import SwiftUI

struct StepperView: View {
    @State private var value = 0
    let colors: [Color] = [.orange, .red, .gray, .blue,
                           .green, .purple, .pink]

    func incrementStep() {
        value += 1
        if value >= colors.count { value = 0 }
    }

    func decrementStep() {
        value -= 1
        if value < 0 { value = colors.count - 1 }
    }

    var body: some View {
        let _ = print("render \(value)")
        Stepper {
            Text("Value: \(value) Color: \(colors[value].description)")
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
// expect: render 0
:step "Value: 0 Color: orange" down
// expect: render 6
:step "Value: 6 Color: pink" up
// expect: render 0
:step "Value: 0 Color: orange" up 2
// expect: render 1
// expect: render 2
:tree
// expect: StepperView#1
// expect:   Stepper "Value: 2 Color: gray"  .padding .background
