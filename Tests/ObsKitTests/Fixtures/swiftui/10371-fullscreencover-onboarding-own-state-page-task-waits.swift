// cookbook style: a fullScreenCover for onboarding with its own @State page and a .task that waits; dismiss() closes it and onDismiss updates the presenter, whose body reads the count; the cover can't be swiped away (rules §15.11, §15.12, §13.1, §11.3)
import SwiftUI

struct Onboarding: View {
    @Environment(\.dismiss) private var dismiss
    @State private var page = 1

    var body: some View {
        let _ = print("Onboarding body: page \(page)")
        VStack {
            Text("Page \(page)")
            Button("Next page") { page += 1 }
            Button("Finish") { dismiss() }
        }
        .task {
            print("tips task started")
            do {
                try await Task.sleep(for: .seconds(3))
                print("tip shown")
            } catch {
                print("tips task cancelled")
            }
        }
    }
}

struct WelcomeHost: View {
    @State private var showOnboarding = false
    @State private var finishedCount = 0

    var body: some View {
        let _ = print("WelcomeHost body: finished \(finishedCount)")
        Button("Start tour") { showOnboarding = true }
            .fullScreenCover(isPresented: $showOnboarding, onDismiss: { finishedCount += 1 }) {
                Onboarding()
            }
    }
}

:mount WelcomeHost()
// expect: WelcomeHost body: finished 0
:tap "Start tour"
// expect: Onboarding body: page 1
// expect: tips task started
:advance 3s
// expect: tip shown
:tap "Next page"
// expect: Onboarding body: page 2
:tap "Finish"
// expect: WelcomeHost body: finished 1
:tap "Start tour"
// expect: Onboarding body: page 1
// expect: tips task started
:dismiss
// expect-error: can't be dismissed by a swipe
