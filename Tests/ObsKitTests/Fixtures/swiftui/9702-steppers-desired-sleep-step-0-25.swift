// Hacking with Swift "BetterRest" style (no Core ML): Steppers for desired sleep (step 0.25, label via formatted()) and coffee cups; onChange recomputes a bedtime from a fixed 7:00 wake-up
import SwiftUI

struct BetterRestView: View {
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1
    @State private var bedtime = "22:50"

    var body: some View {
        let _ = print("BetterRest body: \(sleepAmount.formatted())h, \(coffeeAmount) cups, bed at \(bedtime)")
        NavigationStack {
            Form {
                Section("Desired amount of sleep") {
                    Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                }
                Section("Daily coffee intake") {
                    Stepper(coffeeAmount == 1 ? "1 cup" : "\(coffeeAmount) cups", value: $coffeeAmount, in: 1...20)
                }
                Text("Go to bed at \(bedtime)")
            }
            .navigationTitle("BetterRest")
        }
        .onChange(of: sleepAmount) { calculateBedtime() }
        .onChange(of: coffeeAmount) { calculateBedtime() }
    }

    private func calculateBedtime() {
        var minutes = 7 * 60 - Int(sleepAmount * 60) - coffeeAmount * 10
        if minutes < 0 { minutes += 24 * 60 }
        bedtime = String(format: "%02d:%02d", minutes / 60, minutes % 60)
        print("bedtime \(bedtime)")
    }
}

:mount BetterRestView()
// expect: BetterRest body: 8h, 1 cups, bed at 22:50
:step "8 hours" up
// expect: BetterRest body: 8.25h, 1 cups, bed at 22:50
// expect: bedtime 22:35
// expect: BetterRest body: 8.25h, 1 cups, bed at 22:35
:step "1 cup" up
// expect: BetterRest body: 8.25h, 2 cups, bed at 22:35
// expect: bedtime 22:25
// expect: BetterRest body: 8.25h, 2 cups, bed at 22:25
:step "8.25 hours" down 2
// expect: BetterRest body: 8h, 2 cups, bed at 22:25
// expect: bedtime 22:40
// expect: BetterRest body: 8h, 2 cups, bed at 22:40
// expect: BetterRest body: 7.75h, 2 cups, bed at 22:40
// expect: bedtime 22:55
// expect: BetterRest body: 7.75h, 2 cups, bed at 22:55
