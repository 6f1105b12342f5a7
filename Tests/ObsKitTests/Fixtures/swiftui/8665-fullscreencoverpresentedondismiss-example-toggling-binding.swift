// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:) (the FullScreenCoverPresentedOnDismiss example: toggling the binding presents the cover; tapping it toggles the binding back, which dismisses the cover and runs onDismiss)
import SwiftUI

struct FullScreenCoverPresentedOnDismiss: View {
    @State private var isPresenting = false

    var body: some View {
        Button("Present Full-Screen Cover") {
            isPresenting.toggle()
        }
        .fullScreenCover(isPresented: $isPresenting,
                         onDismiss: didDismiss) {
            VStack {
                Text("A full-screen modal view.")
                    .font(.title)
                Text("Tap to Dismiss")
            }
            .onTapGesture {
                isPresenting.toggle()
            }
            .onAppear { print("cover appeared") }
            .foregroundColor(.white)
            .frame(maxWidth: .infinity,
                   maxHeight: .infinity)
            .background(Color.blue)
            .ignoresSafeArea(edges: .all)
        }
    }

    func didDismiss() {
        print("cover dismissed, isPresenting = \(isPresenting)")
    }
}

:mount FullScreenCoverPresentedOnDismiss()
:tap "Present Full-Screen Cover"
:tap "Tap to Dismiss"
// expect: cover appeared
// expect: cover dismissed, isPresenting = false
