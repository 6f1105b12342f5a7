// Follows Apple's page "fullScreenCover(isPresented:onDismiss:content:)"
// (developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)): a three-step
// tour in a full-screen cover, driven by an @Observable model the presenter owns.
// - The cover's content is built when it is presented (as a sheet's, rules §13.1) and, reading tour.step in its
//   body, runs again at each step; the presenter never reads step (it only passes the reference), so its body runs
//   only at mount (rules §8.3, §3.7).
// - dismiss() from inside the cover closes it (Apple `dismissaction`; rules §15.12) and onDismiss runs after the
//   flag is reset (Apple's page; rules §13.1); onDismiss reads the model's live value.
// - Resetting step to 1 while no cover is up notifies nobody who is on screen: the cover that read it is gone.
// - A full-screen cover cannot be swiped away (Apple's page: it covers the screen, closed by the app's own
//   control; rules §15.11), so :dismiss is refused, with the message the corpus README records.
import SwiftUI

@Observable
final class TourProgress {
    var step = 1
    let lastStep = 3
}

struct TourCover: View {
    var tour: TourProgress
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("TourCover body, step \(tour.step)")
        VStack(spacing: 20) {
            Text("Step \(tour.step) of \(tour.lastStep)")
                .font(.largeTitle)
            if tour.step < tour.lastStep {
                Button("Next") { tour.step += 1 }
            } else {
                Button("Get Started") { dismiss() }
            }
        }
    }
}

struct WelcomeView: View {
    @State private var tour = TourProgress()
    @State private var isShowingTour = false

    var body: some View {
        let _ = print("WelcomeView body")
        Button("Take the Tour") {
            tour.step = 1
            isShowingTour = true
        }
        .fullScreenCover(isPresented: $isShowingTour, onDismiss: didDismiss) {
            TourCover(tour: tour)
        }
    }

    func didDismiss() {
        print("didDismiss, finished at step \(tour.step)")
    }
}

:mount WelcomeView()
// expect: WelcomeView body
:tap "Take the Tour"
// expect: TourCover body, step 1
:tap "Next"
// expect: TourCover body, step 2
:tap "Next"
// expect: TourCover body, step 3
:tap "Get Started"
// expect: didDismiss, finished at step 3
:tap "Take the Tour"
// expect: TourCover body, step 1
:dismiss
// expect-error: a full-screen cover can't be dismissed by a swipe
