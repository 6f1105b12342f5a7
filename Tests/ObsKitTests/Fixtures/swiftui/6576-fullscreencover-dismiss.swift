// Apple docs `View/fullScreenCover(isPresented:onDismiss:content:)` (the "Tap to Dismiss" example with onTapGesture on the cover's content).
// The cover's content is built when it is presented and its onAppear runs after that update (rules §11.1); the
// tap gesture clears the flag, the cover goes away and onDismiss runs (Apple's page). The presenting body doesn't
// read the flag and never runs again (rules §3.5). A full-screen cover can't be swiped away, unlike a sheet
// (Apple's page, rules §15.11): `:dismiss` on it is an error.
import SwiftUI

struct FullScreenCoverPresentedOnDismiss: View {
    @State private var isPresenting = false

    var body: some View {
        let _ = print("presenter body")
        Button("Present Full-Screen Cover") {
            isPresenting.toggle()
        }
        .fullScreenCover(isPresented: $isPresenting, onDismiss: didDismiss) {
            VStack {
                Text("A full-screen modal view.")
                    .font(.title)
                Text("Tap to Dismiss")
            }
            .onTapGesture {
                print("tapped the cover")
                isPresenting.toggle()
            }
            .onAppear { print("cover appear") }
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.blue)
            .ignoresSafeArea(edges: .all)
        }
    }

    func didDismiss() {
        print("didDismiss")
    }
}

:mount FullScreenCoverPresentedOnDismiss()
// expect: presenter body
:tap "Present Full-Screen Cover"
// expect: cover appear
:tap "Tap to Dismiss"
// expect: tapped the cover
// expect: didDismiss
:tap "Present Full-Screen Cover"
// expect: cover appear
:dismiss
// expect-error: a full-screen cover can't be dismissed by a swipe
