// Issue 13 (A), first-launch onboarding: an @AppStorage flag bound directly as a fullScreenCover's
// `isPresented`; the cover's own view reads the same key and clears it with "Get Started".
// Expected: the cover opens when the view first shows (the flag defaults to true); clearing the flag
// dismisses it (then onDismiss); the stored flag keeps it closed on a later mount (same session).
import SwiftUI

struct OnboardingView: View {
    @AppStorage("showOnboarding") private var showOnboarding = true

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "hand.wave")
                .font(.system(size: 60))
            Text("Welcome to Plantly")
            Button("Get Started") {
                showOnboarding = false
            }
            .buttonStyle(.borderedProminent)
        }
        .onAppear { print("onboarding shown") }
    }
}

struct PlantsHome: View {
    @AppStorage("showOnboarding") private var showOnboarding = true

    var body: some View {
        NavigationStack {
            VStack {
                Text("Your plants")
                Button("Status") { print("onboarding pending:", showOnboarding) }
            }
            .navigationTitle("Plantly")
        }
        .fullScreenCover(isPresented: $showOnboarding, onDismiss: { print("welcome done") }) {
            OnboardingView()
        }
    }
}

:mount PlantsHome()
:tap "Get Started"
:tap "Status"
:unmount
:mount PlantsHome()
:tap "Status"

// expect: onboarding shown
// expect: welcome done
// expect: onboarding pending: false
// expect: onboarding pending: false
