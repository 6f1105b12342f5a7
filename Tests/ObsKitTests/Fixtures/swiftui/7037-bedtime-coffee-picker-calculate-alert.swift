// Rest planner in the style of BetterRest's first version (a "100 days" SwiftUI course), own code: a Picker of
// coffee cups, a Stepper for sleep, a child summary view, and a toolbar "Calculate" button that shows the result in
// an alert (alertTitle, alertMessage, showingAlert), all with plain arithmetic.
// What SwiftUI does: the alert's title and message are read in the body (rules §13.2), so "Calculate" runs the body
// once, the first time, when they change; the child summary is handed an equal plain-data value and does not run
// (rules §2.1, §2.7). Calculating again writes the same title and message: writes equal to the stored values do
// nothing (rules §3.4), and raising the alert flag, which the body never reads, runs no body (rules §3.5, §8.7).
// Choosing another number of cups changes the summary's input: the planner runs, then the summary.
// Sources: rules §2.1, §2.7, §3.4, §3.5, §8.7, §13.2, §15.4, §15.5;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

struct SleepSummary: View {
    let hours: Double
    let cups: Int

    var body: some View {
        let _ = print("SleepSummary body: \(hours.formatted()) h, \(cups) cups")
        Text("\(hours.formatted()) hours of sleep, \(cups) cups of coffee")
    }
}

struct RestPlannerView: View {
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1
    @State private var alertTitle = ""
    @State private var alertMessage = ""
    @State private var showingAlert = false

    let wakeUpMinutes = 7 * 60

    var body: some View {
        let _ = print("RestPlannerView body")
        NavigationStack {
            Form {
                Section("Desired amount of sleep") {
                    Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                }
                Section("Daily coffee intake") {
                    Picker("Number of cups", selection: $coffeeAmount) {
                        ForEach(1..<21) {
                            Text($0 == 1 ? "1 cup" : "\($0) cups")
                        }
                    }
                }
                Section {
                    SleepSummary(hours: sleepAmount, cups: coffeeAmount)
                }
            }
            .navigationTitle("Rest Planner")
            .toolbar {
                Button("Calculate", action: calculateBedtime)
            }
            .alert(alertTitle, isPresented: $showingAlert) {
                Button("OK") { }
            } message: {
                Text(alertMessage)
            }
        }
    }

    func calculateBedtime() {
        let needed = Int(sleepAmount * 60) + coffeeAmount * 15
        let minutes = (wakeUpMinutes - needed + 24 * 60) % (24 * 60)
        let bedtime = String(format: "%02d:%02d", minutes / 60, minutes % 60)
        print("calculated bedtime \(bedtime)")
        alertTitle = "Your ideal bedtime is…"
        alertMessage = bedtime
        showingAlert = true
    }
}

:mount RestPlannerView()
// expect: RestPlannerView body
// expect: SleepSummary body: 8 h, 1 cups
:pick "3 cups" in "Number of cups"
// expect: RestPlannerView body
// expect: SleepSummary body: 8 h, 3 cups
:tap "Calculate"
// expect: calculated bedtime 22:15
// expect: RestPlannerView body
:tap "OK"
:tap "Calculate"
// expect: calculated bedtime 22:15
:tap "OK"
:step "8 hours" down
// expect: RestPlannerView body
// expect: SleepSummary body: 7.75 h, 3 cups
:tap "Calculate"
// expect: calculated bedtime 22:30
// expect: RestPlannerView body
