// Follows Apple's `AppStorage` page (https://developer.apple.com/documentation/swiftui/appstorage), its Int
// initializer `init(wrappedValue:_:store:)`: two views of a water tracker declare the same key, "cupsToday".
// - Both read and write the one user default: a Stepper's write in one view is a change in value for every
//   @AppStorage on that key, so each view that reads it runs again, in tree order, once per update (Apple
//   `appstorage`: "invalidates a view on a change in value in that user default"; rules §15.14, §2.8, §10.1).
// - The parent declares no storage and reads nothing: its body runs only at mount (rules §0.2).
// - Both views read the value in their bodies (the Stepper's title included), so neither depends on whether a view
//   that only passes `$cups` on would run (rules §15.14 leaves that unverified).
import SwiftUI

struct HydrationScreen: View {
    var body: some View {
        let _ = print("HydrationScreen body")
        VStack {
            CupStepper()
            GoalSummary()
        }
    }
}

struct CupStepper: View {
    @AppStorage("cupsToday") private var cups = 0

    var body: some View {
        let _ = print("CupStepper body: \(cups)")
        Stepper("Cups", value: $cups, in: 0...8)
        Text("\(cups) cups")
    }
}

struct GoalSummary: View {
    @AppStorage("cupsToday") private var cups = 0

    var body: some View {
        let _ = print("GoalSummary body: \(cups) of 8")
        VStack {
            Text("\(cups) of 8 cups")
            Button("Start over") { cups = 0 }
        }
    }
}

:mount HydrationScreen()
// expect: HydrationScreen body
// expect: CupStepper body: 0
// expect: GoalSummary body: 0 of 8
:step "Cups" up
// expect: CupStepper body: 1
// expect: GoalSummary body: 1 of 8
:step "Cups" up
// expect: CupStepper body: 2
// expect: GoalSummary body: 2 of 8
:tap "Start over"
// expect: CupStepper body: 0
// expect: GoalSummary body: 0 of 8
