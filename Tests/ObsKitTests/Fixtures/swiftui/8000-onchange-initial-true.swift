// SwiftUI from Apple's documentation: onChange(of:initial:true) runs once when the view appears, with the initial value as both values
// Apple, View.onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg):
// "initial: Whether the action should be run when this view initially appears." "oldValue: The old value that failed the comparison
// check (or the initial value when requested). newValue: The new value that failed the comparison check." The action runs after
// the body that produced the value.
import SwiftUI

struct Thermostat: View {
    @State private var target = 20

    var body: some View {
        let _ = print("Thermostat body: \(target)")
        Button("Warmer") { target += 1 }
            .onChange(of: target, initial: true) { oldValue, newValue in
                print("target \(oldValue) -> \(newValue)")
            }
    }
}

:mount Thermostat()
// expect: Thermostat body: 20
// expect: target 20 -> 20
:tap "Warmer"
// expect: Thermostat body: 21
// expect: target 20 -> 21
:tap "Warmer"
// expect: Thermostat body: 22
// expect: target 21 -> 22
