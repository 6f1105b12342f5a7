// A watering schedule whose interval lives in the parent's @State, is edited by a child Stepper through @Binding, and is persisted to UserDefaults by onChange(of:initial: true) with old and new values; expected output by the SwiftUI rules (Apple: onChange(of:initial:_:) "initial: Whether the action should be run when this view initially appears", the action receives the old and new values; UserDefaults set(_:forKey:)/integer(forKey:))
import SwiftUI

struct IntervalStepper: View {
    @Binding var days: Int

    var body: some View {
        Stepper("Every \(days) days", value: $days, in: 1...14)
    }
}

struct WateringSettingsView: View {
    @State private var intervalDays = 3

    var body: some View {
        Form {
            Section("Ferns") {
                IntervalStepper(days: $intervalDays)
            }
            Button("Read saved value") {
                print("stored: \(UserDefaults.standard.integer(forKey: "wateringInterval"))")
            }
        }
        .onChange(of: intervalDays, initial: true) { oldValue, newValue in
            UserDefaults.standard.set(newValue, forKey: "wateringInterval")
            if oldValue == newValue {
                print("saved \(newValue) days (first appearance)")
            } else {
                print("saved \(newValue) days (was \(oldValue))")
            }
        }
    }
}

:mount WateringSettingsView()
:step "Every 3 days" up 2
:tap "Read saved value"
:step "Every 5 days" down
:tap "Read saved value"

// expect: saved 3 days (first appearance)
// expect: saved 4 days (was 3)
// expect: saved 5 days (was 4)
// expect: stored: 5
// expect: saved 4 days (was 5)
// expect: stored: 4
