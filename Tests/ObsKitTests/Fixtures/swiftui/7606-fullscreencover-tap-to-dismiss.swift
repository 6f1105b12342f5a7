// Follows Apple's fullScreenCover(isPresented:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)): a full-screen modal closed by tapping it, which a swipe cannot close
// What SwiftUI does: the cover's content is built and appears when the flag becomes true; Apple's example
// closes it with an `onTapGesture` that toggles the flag, and the content disappears when it goes (rules §11.1).
// A full-screen cover can't be swiped away (rules §15.11), so `:dismiss` is an error while it is up (the
// message is the one the corpus README records, file 2229).
// Sources: Apple `view/fullscreencover(ispresented:ondismiss:content:)`; rules §11.1, §15.10, §15.11.
import SwiftUI

struct CoverDemo: View {
    @State private var isPresenting = false

    var body: some View {
        Button("Present Full-Screen Cover") {
            isPresenting.toggle()
        }
        .fullScreenCover(isPresented: $isPresenting) {
            VStack {
                Text("A full-screen modal view.")
                    .font(.title)
                Text("Tap to Dismiss")
                    .onTapGesture {
                        isPresenting.toggle()
                    }
            }
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.blue)
            .ignoresSafeArea(edges: .all)
            .onAppear { print("cover appeared") }
            .onDisappear { print("cover disappeared") }
        }
    }
}

:mount CoverDemo()
:tap "Present Full-Screen Cover"
// expect: cover appeared
:tap "Tap to Dismiss"
// expect: cover disappeared
:tap "Present Full-Screen Cover"
// expect: cover appeared
:dismiss
// expect-error: a full-screen cover can't be dismissed by a swipe
