// HWS "fullScreenCover" style: onboarding shown as a full-screen cover that owns an @Observable progress model in @State and closes itself through a @Binding; the presenter runs only for its own counter, the cover's model is made on present and released on close (rules §15.11, §1.4, §8.7, §9.3)
import SwiftUI

@Observable
final class OnboardingProgress {
    var page = 1
    init() { print("OnboardingProgress init") }
    deinit { print("OnboardingProgress deinit") }
}

struct OnboardingCover: View {
    @Binding var isPresented: Bool
    @State private var progress = OnboardingProgress()

    var body: some View {
        let _ = print("OnboardingCover body: page \(progress.page)")
        VStack(spacing: 16) {
            Text("Page \(progress.page) of 2")
            if progress.page < 2 {
                Button("Next") { progress.page += 1 }
            } else {
                Button("Get started") { isPresented = false }
            }
        }
    }
}

struct HomeScreen: View {
    @State private var showingOnboarding = false
    @State private var launches = 0

    var body: some View {
        let _ = print("HomeScreen body: launches=\(launches)")
        VStack {
            Text("Onboarding shown \(launches) times")
            Button("Show onboarding") {
                launches += 1
                showingOnboarding = true
            }
        }
        .fullScreenCover(isPresented: $showingOnboarding) {
            OnboardingCover(isPresented: $showingOnboarding)
        }
    }
}

:mount HomeScreen()
// expect: HomeScreen body: launches=0
:tap "Show onboarding"
// expect: HomeScreen body: launches=1
// expect: OnboardingProgress init
// expect: OnboardingCover body: page 1
:tap "Next"
// expect: OnboardingCover body: page 2
:tap "Get started"
// expect: OnboardingProgress deinit
:tap "Show onboarding"
// expect: HomeScreen body: launches=2
// expect: OnboardingProgress init
// expect: OnboardingCover body: page 1
