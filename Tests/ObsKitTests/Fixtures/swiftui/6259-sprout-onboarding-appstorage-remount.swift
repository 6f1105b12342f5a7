// An @main app whose root view shows onboarding or the home screen from an @AppStorage flag; finishing onboarding flips the flag, a relaunch (:remount) goes straight home, and a write to UserDefaults.standard brings onboarding back; expected output by the SwiftUI rules (Apple: AppStorage "invalidates a view on a change in value in that user default"; rules §1 if/else branches are distinct identities, §11 onAppear; README :remount, @AppStorage kept for the session)
import SwiftUI

struct OnboardingView: View {
    var onFinish: () -> Void

    var body: some View {
        VStack {
            Text("Welcome to Sprout")
            Button("Get Started", action: onFinish)
        }
        .onAppear { print("onboarding appeared") }
    }
}

struct GardenHome: View {
    var body: some View {
        VStack {
            Text("Your garden")
            Button("Replay onboarding") {
                UserDefaults.standard.set(false, forKey: "didFinishOnboarding")
            }
        }
        .onAppear { print("home appeared") }
    }
}

struct RootView: View {
    @AppStorage("didFinishOnboarding") private var didFinishOnboarding = false

    var body: some View {
        if didFinishOnboarding {
            GardenHome()
        } else {
            OnboardingView {
                didFinishOnboarding = true
            }
        }
    }
}

@main
struct SproutApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

:mount SproutApp()
:tap "Get Started"
:remount
:tap "Replay onboarding"

// expect: onboarding appeared
// expect: home appeared
// expect: home appeared
// expect: onboarding appeared
