// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) (a new .id(step) replaces the step view with a new one, so the old one disappears from the interface and its onDisappear action runs, with the step it was made for; see https://developer.apple.com/documentation/swiftui/view/id(_:))
import SwiftUI

struct StepView: View {
    let step: Int

    var body: some View {
        Text("Step \(step)")
            .onDisappear { print("left step \(step)") }
    }
}

struct Wizard: View {
    @State private var step = 1

    var body: some View {
        VStack {
            StepView(step: step)
                .id(step)
            Button("Continue") { step += 1 }
        }
    }
}

:mount Wizard()
:tap "Continue"
:tap "Continue"
// expect: left step 1
// expect: left step 2
