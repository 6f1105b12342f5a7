// "How do I reset a view's @State?" answered with `.id(token)`: a feedback form restarted by bumping an id, as in
// Swift with Majid's and objc.io's posts on view identity.
// What SwiftUI does: a new value in `.id(x)` gives the subtree a new identity: the old node dies and a new one is made,
// so @State starts again from the initial value (rules §1.3). The new body's `_printChanges` line is a first run's
// (rules §12.2), and after the update the old node's onDisappear runs, reading the @State it had, then the new one's
// onAppear (rules §1.4, §11.1). Taps inside the form only run the form (rules §3.4).
// Sources: rules §1.3, §1.4, §3.4, §11.1, §12.1, §12.2; https://developer.apple.com/documentation/swiftui/view/id(_:);
// WWDC21 "Demystify SwiftUI", https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct FeedbackForm: View {
    @State private var rating = 3

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("FeedbackForm body: rating \(rating)")
        VStack {
            Text("Rating: \(rating)")
            Button("More") { rating += 1 }
        }
        .onAppear { print("FeedbackForm appear") }
        .onDisappear { print("FeedbackForm disappear (rating \(rating))") }
    }
}

struct FeedbackScreen: View {
    @State private var formID = 0

    var body: some View {
        let _ = print("FeedbackScreen body: form \(formID)")
        VStack {
            FeedbackForm()
                .id(formID)
            Button("Start over") { formID += 1 }
        }
    }
}

:mount FeedbackScreen()
// expect: FeedbackScreen body: form 0
// expect: FeedbackForm: @self, @identity, _rating changed.
// expect: FeedbackForm body: rating 3
// expect: FeedbackForm appear
:tap "More"
// expect: FeedbackForm: _rating changed.
// expect: FeedbackForm body: rating 4
:tap "More"
// expect: FeedbackForm: _rating changed.
// expect: FeedbackForm body: rating 5
:tap "Start over"
// expect: FeedbackScreen body: form 1
// expect: FeedbackForm: @self, @identity, _rating changed.
// expect: FeedbackForm body: rating 3
// expect: FeedbackForm disappear (rating 5)
// expect: FeedbackForm appear
