// Beginner tutorial style: a water-intake counter kept in @AppStorage, with a goal Stepper and a Reset button.
// What SwiftUI does: @AppStorage reads and writes `UserDefaults.standard` under its key and re-runs the view that
// reads it on a change; while the key has no value the declared default is used and nothing is written (rules §15.14,
// Apple `appstorage`); each Stepper press is a turn of its own (the README's `:step`). A disabled Reset can't be
// tapped (rules §15.11).
import SwiftUI

struct WaterView: View {
    @AppStorage("glasses") private var glasses = 0
    @AppStorage("goal") private var goal = 8

    var body: some View {
        let _ = print("\(glasses)/\(goal) glasses\(glasses >= goal ? ", goal reached" : "")")
        VStack(spacing: 12) {
            Text("\(glasses) of \(goal)")
                .font(.largeTitle)
            Button("Drink a glass") { glasses += 1 }
            Stepper("Daily goal", value: $goal, in: 1...12)
            Button("Reset") { glasses = 0 }
                .disabled(glasses == 0)
            Button("Check storage") {
                print("stored glasses:", UserDefaults.standard.object(forKey: "glasses") as? Int ?? -1,
                      "goal:", UserDefaults.standard.object(forKey: "goal") as? Int ?? -1)
            }
        }
    }
}

:mount WaterView()
// expect: 0/8 glasses
:tap "Check storage"
// expect: stored glasses: -1 goal: -1
:step "Daily goal" down 6
// expect: 0/7 glasses
// expect: 0/6 glasses
// expect: 0/5 glasses
// expect: 0/4 glasses
// expect: 0/3 glasses
// expect: 0/2 glasses
:tap "Drink a glass"
// expect: 1/2 glasses
:tap "Drink a glass"
// expect: 2/2 glasses, goal reached
:tap "Check storage"
// expect: stored glasses: 2 goal: 2
:tap "Reset"
// expect: 0/2 glasses
:tap "Reset"
// expect-error: button "Reset" is disabled
