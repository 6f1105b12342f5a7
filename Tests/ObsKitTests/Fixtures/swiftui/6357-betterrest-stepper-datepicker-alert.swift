// Hacking with Swift 100 Days, BetterRest: a DatePicker for the wake-up time (hour and minute), Steppers with a fractional step and a range, a toolbar Calculate button that shows the bedtime in an alert (a fixed formula here instead of Core ML) (Apple: Stepper(_:value:in:step:onEditingChanged:), DatePicker, alert(_:isPresented:actions:message:); README :step presses once per turn, Foundation Calendar in UTC)
import SwiftUI

struct BetterRestView: View {
    @State private var wakeUp = defaultWakeTime
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1

    @State private var alertTitle = ""
    @State private var alertMessage = ""
    @State private var showingAlert = false

    static var defaultWakeTime: Date {
        var components = DateComponents()
        components.year = 2025
        components.month = 3
        components.day = 4
        components.hour = 7
        components.minute = 0
        return Calendar.current.date(from: components) ?? .now
    }

    var body: some View {
        NavigationStack {
            Form {
                VStack(alignment: .leading, spacing: 0) {
                    Text("When do you want to wake up?")
                        .font(.headline)
                    DatePicker("Please enter a time", selection: $wakeUp, displayedComponents: .hourAndMinute)
                        .labelsHidden()
                }
                Section("Desired amount of sleep") {
                    Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                }
                Section("Daily coffee intake") {
                    Stepper(coffeeAmount == 1 ? "1 cup" : "\(coffeeAmount) cups", value: $coffeeAmount, in: 1...20)
                }
            }
            .navigationTitle("BetterRest")
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

    func clock(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    func calculateBedtime() {
        let extraHours = Double(coffeeAmount - 1) * 0.25
        let sleepTime = wakeUp - (sleepAmount + extraHours) * 3600
        alertTitle = "Your ideal bedtime is…"
        alertMessage = clock(sleepTime)
        showingAlert = true
        print("wake \(clock(wakeUp)), sleep \(sleepAmount)h, coffee \(coffeeAmount): \(alertTitle) \(alertMessage)")
    }
}

:mount BetterRestView()
:tap "Calculate"
:tap "OK"
:step "8 hours" down
:step "7.75 hours" down
:step "1 cup" up
:tap "Calculate"
:tap "OK"

// expect: wake 07:00, sleep 8.0h, coffee 1: Your ideal bedtime is… 23:00
// expect: wake 07:00, sleep 7.5h, coffee 2: Your ideal bedtime is… 23:15
