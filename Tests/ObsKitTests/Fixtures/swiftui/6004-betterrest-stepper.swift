// Hacking with Swift, BetterRest: a Stepper bound to a Double with a range and a step, a Stepper with
// markdown inflection in its title ("^[\(n) cup](inflect: true)"); a DatePicker bound to a @State Date.
// Expected: each increment adds 0.25 to sleepAmount; the stepper does not go below 4; the label text
// updates ("8.25 hours").
// Source: https://www.hackingwithswift.com/books/ios-swiftui/entering-numbers-with-stepper ;
// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)
import SwiftUI

struct ContentView: View {
    @State private var wakeUp = Date.now
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1

    var body: some View {
        NavigationStack {
            Form {
                DatePicker("Please enter a time", selection: $wakeUp, displayedComponents: .hourAndMinute)
                    .labelsHidden()
                Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                Stepper("^[\(coffeeAmount) cup](inflect: true)", value: $coffeeAmount, in: 1...20)
            }
            .navigationTitle("BetterRest")
            .toolbar {
                Button("Calculate", action: calculateBedtime)
            }
        }
    }

    func calculateBedtime() {
        print("sleep \(sleepAmount), coffee \(coffeeAmount)")
    }
}

:mount ContentView()
:tree
:tap "Calculate"

// expect: ContentView#1
// expect:   NavigationStack
// expect:     Form  .navigationTitle .toolbar
// expect:       DatePicker  .labelsHidden
// expect:         Text "Please enter a time"
// expect:       Stepper "8 hours" = 8.0
// expect:       Stepper "1 cup" = 1
// expect:     toolbar:
// expect:       Button "Calculate"
// expect: sleep 8.0, coffee 1
