// everyday app screens style: first-launch onboarding, pages in a page-style TabView(selection:) with a Continue button that becomes Get Started; the root switches on @AppStorage("hasOnboarded"); on iOS 18 each page's body first runs when it is shown, and replaying the onboarding starts it over at page 0 (rules §15.8, §15.14, §1.1)
import SwiftUI

struct OnboardingPage: View {
    let title: String
    let symbol: String

    var body: some View {
        let _ = print("OnboardingPage body: \(title)")
        VStack {
            Image(systemName: symbol)
            Text(title)
        }
    }
}

struct OnboardingFlow: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false
    @State private var page = 0
    private let pages = [("Track habits", "checkmark.circle"), ("Get reminders", "bell"), ("See progress", "chart.bar")]

    var body: some View {
        let _ = print("OnboardingFlow body: page=\(page)")
        VStack {
            TabView(selection: $page) {
                ForEach(0..<3) { index in
                    OnboardingPage(title: pages[index].0, symbol: pages[index].1)
                        .tag(index)
                }
            }
            .tabViewStyle(.page)
            Button(page < 2 ? "Continue" : "Get Started") {
                if page < 2 {
                    page += 1
                } else {
                    hasOnboarded = true
                }
            }
        }
    }
}

struct HomeScreen: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    var body: some View {
        let _ = print("HomeScreen body")
        VStack {
            Text("Your habits")
            Button("Replay onboarding") { hasOnboarded = false }
        }
    }
}

struct AppRoot: View {
    @AppStorage("hasOnboarded") private var hasOnboarded = false

    var body: some View {
        let _ = print("AppRoot body: onboarded=\(hasOnboarded)")
        if hasOnboarded {
            HomeScreen()
        } else {
            OnboardingFlow()
        }
    }
}

:mount AppRoot()
// expect: AppRoot body: onboarded=false
// expect: OnboardingFlow body: page=0
// expect: OnboardingPage body: Track habits
:tap "Continue"
// expect: OnboardingFlow body: page=1
// expect: OnboardingPage body: Get reminders
:tap "Continue"
// expect: OnboardingFlow body: page=2
// expect: OnboardingPage body: See progress
:tap "Get Started"
// expect: AppRoot body: onboarded=true
// expect: HomeScreen body
:tap "Replay onboarding"
// expect: AppRoot body: onboarded=false
// expect: OnboardingFlow body: page=0
// expect: OnboardingPage body: Track habits
