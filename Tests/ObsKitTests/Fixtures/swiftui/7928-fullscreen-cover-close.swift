// Style: Apple documentation page, `fullScreenCover(isPresented:onDismiss:content:)`, an onboarding cover.
// SwiftUI: the content is built when presented (rules §13.1, §2.6), and appears after the update that inserted it
// (rules §11.1). `dismiss()` closes the presentation its view is in (rules §15.12; Apple `dismissaction`), and then
// onDismiss runs (Apple: "The closure to execute when dismissing the modal view"). A full-screen cover can't be
// swiped away (rules §15.11; Apple: the cover "covers as much of the screen as possible"): `:dismiss` is refused.
import SwiftUI

struct OnboardingCover: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("onboarding body")
        VStack {
            Text("Welcome")
            Button("Get Started") { dismiss() }
        }
        .onAppear { print("onboarding appeared") }
    }
}

struct RootView: View {
    @State private var showOnboarding = false

    var body: some View {
        let _ = print("root body")
        Button("Show Onboarding") { showOnboarding = true }
            .fullScreenCover(isPresented: $showOnboarding, onDismiss: { print("cover dismissed") }) {
                OnboardingCover()
            }
    }
}

:mount RootView()
// expect: root body
:tap "Show Onboarding"
// expect: onboarding body
// expect: onboarding appeared
:tap "Get Started"
// expect: cover dismissed
:tap "Show Onboarding"
// expect: onboarding body
// expect: onboarding appeared
:dismiss
// expect-error: a full-screen cover can't be dismissed by a swipe
