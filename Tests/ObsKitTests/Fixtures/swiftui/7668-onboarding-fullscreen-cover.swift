// Beginner tutorial style: first-launch onboarding in a full-screen cover, remembered with @AppStorage.
// What SwiftUI does: a full-screen cover can't be swiped away (rules §15.11; `:dismiss` refuses it); its content is
// built when presented, in its own hierarchy (rules §13.1, §8.4), and it is modal, so only its buttons can be tapped.
// The cover's Get Started writes the @AppStorage flag, which the root read (rules §15.14): the root's body runs once
// and the cover, whose `isPresented` binding is `$showOnboarding` made from the flag, closes.
import SwiftUI

struct OnboardingView: View {
    @Binding var isShowing: Bool
    @State private var page = 1

    var body: some View {
        let _ = print("onboarding page \(page)")
        VStack {
            Text(page == 1 ? "Track your habits" : "See your progress")
            if page == 1 {
                Button("Next") { page = 2 }
            } else {
                Button("Get Started") { isShowing = false }
            }
        }
    }
}

struct HomeView: View {
    @AppStorage("showOnboarding") private var showOnboarding = true

    var body: some View {
        let _ = print("home, onboarding \(showOnboarding)")
        NavigationStack {
            Text("Welcome back!")
                .navigationTitle("Home")
                .toolbar {
                    Button("Show intro") { showOnboarding = true }
                }
        }
        .fullScreenCover(isPresented: $showOnboarding) {
            OnboardingView(isShowing: $showOnboarding)
        }
    }
}

:mount HomeView()
// expect: home, onboarding true
// expect: onboarding page 1
:tap "Next"
// expect: onboarding page 2
:tap "Get Started"
// expect: home, onboarding false
:tap "Show intro"
// expect: home, onboarding true
// expect: onboarding page 1
:dismiss
// expect-error: a full-screen cover can't be dismissed by a swipe
