// Tutorial style (onboarding cover by item): fullScreenCover(item:) with a step counter in the cover's @State; Finish dismisses through the environment, the item becomes nil, and onDismiss runs after the content disappears (rules §15.11, §13.1, §15.12, §11.1)
import SwiftUI

struct Onboarding: Identifiable {
    let id: String
    let pages: Int
}

struct OnboardingView: View {
    let flow: Onboarding
    @State private var page = 1
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("OnboardingView.body page \(page) of \(flow.pages)")
        VStack {
            Text("Page \(page)")
            if page < flow.pages {
                Button("Next") { page += 1 }
            } else {
                Button("Finish") { dismiss() }
            }
        }
        .onDisappear { print("onboarding gone at page \(page)") }
    }
}

struct WelcomeView: View {
    @State private var flow: Onboarding?
    @State private var finished = 0

    var body: some View {
        let _ = print("WelcomeView.body finished=\(finished)")
        Button("Start Tour") { flow = Onboarding(id: "tour", pages: 2) }
            .fullScreenCover(item: $flow, onDismiss: {
                finished += 1
                print("onDismiss, flow is nil: \(flow == nil)")
            }) { flow in
                OnboardingView(flow: flow)
            }
    }
}
:mount WelcomeView()
// expect: WelcomeView.body finished=0
:tap "Start Tour"
// expect: OnboardingView.body page 1 of 2
:tap "Next"
// expect: OnboardingView.body page 2 of 2
:tap "Finish"
// expect: onboarding gone at page 2
// expect: onDismiss, flow is nil: true
// expect: WelcomeView.body finished=1
:tap "Start Tour"
// expect: OnboardingView.body page 1 of 2
