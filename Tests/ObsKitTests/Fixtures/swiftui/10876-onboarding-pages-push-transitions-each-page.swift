// Tutorial style (onboarding pages with push transitions): each page carries .id(page) and an asymmetric push transition, so Next and Back replace the page (old disappears, new appears); the last button ends onboarding and shows a final screen (rules §1.3, §1.1, §11.1, §15.15)
import SwiftUI

struct OnboardingPage: View {
    let title: String

    var body: some View {
        let _ = print("OnboardingPage body: \(title)")
        VStack {
            Image(systemName: "sparkles")
            Text(title)
                .font(.title)
        }
        .onAppear { print("\(title) appeared") }
        .onDisappear { print("\(title) disappeared") }
    }
}

struct OnboardingView: View {
    let titles = ["Welcome", "Track habits", "Stay motivated"]
    @State private var page = 0
    @State private var finished = false

    var body: some View {
        let _ = print("OnboardingView body: page \(page), finished \(finished)")
        VStack {
            if finished {
                Text("All set!")
                    .onAppear { print("finished screen appeared") }
            } else {
                OnboardingPage(title: titles[page])
                    .id(page)
                    .transition(.asymmetric(insertion: .push(from: .trailing), removal: .push(from: .leading)))
                HStack {
                    if page > 0 {
                        Button("Back") {
                            withAnimation { page -= 1 }
                        }
                    }
                    Button(page == titles.count - 1 ? "Get started" : "Next") {
                        if page == titles.count - 1 {
                            withAnimation { finished = true }
                        } else {
                            withAnimation(.snappy) { page += 1 }
                        }
                    }
                }
            }
        }
    }
}

:mount OnboardingView()
// expect: OnboardingView body: page 0, finished false
// expect: OnboardingPage body: Welcome
// expect: Welcome appeared
:tap "Next"
// expect: OnboardingView body: page 1, finished false
// expect: OnboardingPage body: Track habits
// expect: Welcome disappeared
// expect: Track habits appeared
:tap "Back"
// expect: OnboardingView body: page 0, finished false
// expect: OnboardingPage body: Welcome
// expect: Track habits disappeared
// expect: Welcome appeared
:tap "Next"
// expect: OnboardingView body: page 1, finished false
// expect: OnboardingPage body: Track habits
// expect: Welcome disappeared
// expect: Track habits appeared
:tap "Next"
// expect: OnboardingView body: page 2, finished false
// expect: OnboardingPage body: Stay motivated
// expect: Track habits disappeared
// expect: Stay motivated appeared
:tap "Get started"
// expect: OnboardingView body: page 2, finished true
// expect: Stay motivated disappeared
// expect: finished screen appeared
