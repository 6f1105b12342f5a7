// Tutorial style (onboarding flag): an @main App whose root chooses onboarding or the main screen from an @AppStorage Bool; Continue flips the branch, replacing the view (rules §15.14, §1.1, §11.1, §12.2)
import SwiftUI

struct OnboardingView: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    var body: some View {
        let _ = print("OnboardingView body")
        VStack {
            Text("Welcome!")
            Button("Continue") { hasOnboarded = true }
        }
        .onAppear { print("onboarding appear") }
        .onDisappear { print("onboarding disappear") }
    }
}

struct MainScreen: View {
    var body: some View {
        let _ = print("MainScreen body")
        VStack {
            Text("Your dashboard")
            Button("Check flag") {
                print("stored flag:", UserDefaults.standard.bool(forKey: "hasOnboarded"))
            }
        }
        .onAppear { print("main appear") }
    }
}

struct RootView: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    var body: some View {
        let _ = Self._printChanges()
        if hasOnboarded {
            MainScreen()
        } else {
            OnboardingView()
        }
    }
}

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
:mount JournalApp()
// expect: RootView: @self, @identity, _hasOnboarded changed.
// expect: OnboardingView body
// expect: onboarding appear
:tap "Continue"
// expect: RootView: _hasOnboarded changed.
// expect: MainScreen body
// expect: onboarding disappear
// expect: main appear
:tap "Check flag"
// expect: stored flag: true
