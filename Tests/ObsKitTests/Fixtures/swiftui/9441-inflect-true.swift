// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/betterrest-wrap-up (BetterRest's challenge: drop the Calculate button and show the result live from a computed property; Steppers with a fractional step, a formatted Double label, and a coffee label inflected with Markdown's `^[\(n) cup](inflect: true)`)
// The body reads both @State values through the labels and the computed `recommendedHours`, so each Stepper press
// runs it once. `Double.formatted()` drops a zero fraction ("8", "8.25"). A LocalizedStringKey label with
// `^[...](inflect: true)` is inflected by Foundation's automatic grammar agreement (English): "1 cup", "2 cups"
// (https://www.hackingwithswift.com/books/ios-swiftui/entering-numbers-with-stepper). The Core ML model is replaced by
// a fixed formula (a quarter hour more in bed per extra cup) so the run is deterministic.
// - 8 hours up to 8.25; coffee from 1 cup to 2, then twice more to 4.
import SwiftUI
import Foundation

struct BetterRest: View {
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1

    var recommendedHours: Double {
        sleepAmount + Double(coffeeAmount - 1) * 0.25
    }

    var body: some View {
        let _ = print("body: sleep \(sleepAmount.formatted()), coffee \(coffeeAmount), in bed \(recommendedHours.formatted()) hours")
        NavigationStack {
            Form {
                Section("Desired amount of sleep") {
                    Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                }

                Section("Daily coffee intake") {
                    Stepper("^[\(coffeeAmount) cup](inflect: true)", value: $coffeeAmount, in: 1...20)
                }

                Section("Recommended time in bed") {
                    Text("\(recommendedHours.formatted()) hours")
                }
            }
            .navigationTitle("BetterRest")
        }
    }
}

:mount BetterRest()
// expect: body: sleep 8, coffee 1, in bed 8 hours
:step "8 hours" up
// expect: body: sleep 8.25, coffee 1, in bed 8.25 hours
:step "1 cup" up
// expect: body: sleep 8.25, coffee 2, in bed 8.5 hours
:step "2 cups" up 2
// expect: body: sleep 8.25, coffee 3, in bed 8.75 hours
// expect: body: sleep 8.25, coffee 4, in bed 9 hours
