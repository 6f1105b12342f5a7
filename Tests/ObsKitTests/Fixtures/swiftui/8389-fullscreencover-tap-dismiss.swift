// SwiftUI from Apple's documentation: fullScreenCover(isPresented:onDismiss:content:)
// (FullScreenCoverPresentedOnDismiss)
// Source: developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:):
// "Presents a modal view that covers as much of the screen as possible when binding to a Boolean
// value you provide is true."; onDismiss: "The closure to execute when dismissing the modal view."
// In the example a tap on the cover toggles isPresenting.
import SwiftUI

struct FullScreenCoverPresentedOnDismiss: View {
    @State private var isPresenting = false

    var body: some View {
        Button("Present Full-Screen Cover") {
            isPresenting.toggle()
        }
        .fullScreenCover(isPresented: $isPresenting, onDismiss: didDismiss) {
            VStack {
                Text("A full-screen modal view.")
                    .font(.title)
                Text("Tap to Dismiss")
            }
            .onAppear { print("cover appears") }
            .onTapGesture {
                isPresenting.toggle()
            }
        }
    }

    func didDismiss() {
        print("didDismiss, isPresenting \(isPresenting)")
    }
}

:mount FullScreenCoverPresentedOnDismiss()
:tap "Present Full-Screen Cover"
:tap "Tap to Dismiss"
:tap "Present Full-Screen Cover"
:tap "Tap to Dismiss"

// expect: cover appears
// expect: didDismiss, isPresenting false
// expect: cover appears
// expect: didDismiss, isPresenting false
