// A custom `LabelStyle` that puts the icon after the title (`makeBody(configuration:)` with
// `configuration.title` and `configuration.icon`), used on a "Next" button (Apple's LabelStyle page).
// Expected: the button is found by its Label's title (rules §15.3); it is disabled at the last step.
import SwiftUI

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.title
            configuration.icon
        }
    }
}

struct OnboardingStep: View {
    @State private var step = 1
    let lastStep = 3

    var body: some View {
        VStack(spacing: 20) {
            Text("Step \(step) of \(lastStep)")
                .font(.headline)
            Button {
                step += 1
            } label: {
                Label("Next", systemImage: "chevron.right")
            }
            .labelStyle(TrailingIconLabelStyle())
            .disabled(step == lastStep)
            Button("Start over") { step = 1 }
        }
        .onChange(of: step) {
            print("step", step)
        }
    }
}

:mount OnboardingStep()
:tap "Next"
:tap "Next"
:tap "Start over"

// expect: step 2
// expect: step 3
// expect: step 1
