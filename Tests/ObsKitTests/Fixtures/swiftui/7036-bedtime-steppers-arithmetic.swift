// Bedtime calculator in the style of BetterRest (a "100 days" SwiftUI course), own code, without DatePicker or Core
// ML: a Stepper for the wake-up hour, one for the hours of sleep (a Double stepping by 0.25) and one for cups of
// coffee, and the bedtime worked out with integer arithmetic on minutes in a computed property the body reads.
// What SwiftUI does: each press of a Stepper's + or - moves its bound value by the step within its range (rules
// §15.9's controls; Apple `Stepper`); the write is a @State change the body read, so the body runs once per press
// and the labels and bedtime are computed again (rules §3.4, §10.1). The formatted Double prints as "8", "8.25"
// (`formatted()` drops a zero fraction, en_US).
// Sources: rules §3.4, §3.5, §10.1; https://developer.apple.com/documentation/swiftui/stepper
import SwiftUI

struct BedtimeView: View {
    @State private var wakeHour = 7
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1

    var bedtime: String {
        let dayMinutes = 24 * 60
        let needed = Int(sleepAmount * 60) + coffeeAmount * 15
        let minutes = (wakeHour * 60 - needed + dayMinutes) % dayMinutes
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    var body: some View {
        let _ = print("BedtimeView body: wake \(wakeHour), sleep \(sleepAmount.formatted()) h, coffee \(coffeeAmount), bed at \(bedtime)")
        NavigationStack {
            Form {
                Section("When do you want to wake up?") {
                    Stepper("Wake at \(wakeHour):00", value: $wakeHour, in: 4...11)
                }
                Section("Desired amount of sleep") {
                    Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                }
                Section("Daily coffee intake") {
                    Stepper(coffeeAmount == 1 ? "1 cup" : "\(coffeeAmount) cups", value: $coffeeAmount, in: 1...20)
                }
                Section("Your ideal bedtime") {
                    Text(bedtime)
                        .font(.largeTitle)
                }
            }
            .navigationTitle("BetterRest")
        }
    }
}

:mount BedtimeView()
// expect: BedtimeView body: wake 7, sleep 8 h, coffee 1, bed at 22:45
:step "8 hours" up
// expect: BedtimeView body: wake 7, sleep 8.25 h, coffee 1, bed at 22:30
:step "8.25 hours" up
// expect: BedtimeView body: wake 7, sleep 8.5 h, coffee 1, bed at 22:15
:step "Wake at 7:00" up
// expect: BedtimeView body: wake 8, sleep 8.5 h, coffee 1, bed at 23:15
:step "1 cup" up
// expect: BedtimeView body: wake 8, sleep 8.5 h, coffee 2, bed at 23:00
:step "8.5 hours" down
// expect: BedtimeView body: wake 8, sleep 8.25 h, coffee 2, bed at 23:15
