// First-run onboarding in a full-screen cover with two pages and a "Get Started" button that calls
// `@Environment(\.dismiss)` (own names and code).
// What SwiftUI does: the cover's content is built when it is presented, with its own @State, which starts over at
// each presentation (rules §13.1, §1.4, §3.2); `onAppear`/`onDisappear` run after the update that shows or removes it
// (rules §11.1). `dismiss()` closes the cover its view is in (rules §15.12). A full-screen cover can't be swiped
// away, so `:dismiss` is refused (rules §15.11; Apple `fullScreenCover`). The presenter never reads the flag and
// does not run (rules §8.7).
// Sources: rules §1.4, §3.2, §8.7, §11.1, §13.1, §15.11, §15.12;
// https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
import SwiftUI

struct OnboardingFlow: View {
    @State private var page = 1
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("OnboardingFlow body: page \(page)")
        VStack {
            Text("Welcome, page \(page) of 2")
            if page < 2 {
                Button("Next") { page += 1 }
            } else {
                Button("Get Started") { dismiss() }
            }
        }
        .onAppear { print("onboarding appeared") }
        .onDisappear { print("onboarding disappeared") }
    }
}

struct HomeScreen: View {
    @State private var showOnboarding = false

    var body: some View {
        let _ = print("HomeScreen body")
        VStack {
            Text("Home")
            Button("Show Onboarding") {
                showOnboarding = true
            }
        }
        .fullScreenCover(isPresented: $showOnboarding) {
            OnboardingFlow()
        }
    }
}

:mount HomeScreen()
// expect: HomeScreen body
:tap "Show Onboarding"
// expect: OnboardingFlow body: page 1
// expect: onboarding appeared
:tap "Next"
// expect: OnboardingFlow body: page 2
:tap "Get Started"
// expect: onboarding disappeared
:tap "Show Onboarding"
// expect: OnboardingFlow body: page 1
// expect: onboarding appeared
:dismiss
// expect-error: a full-screen cover can't be dismissed by a swipe
