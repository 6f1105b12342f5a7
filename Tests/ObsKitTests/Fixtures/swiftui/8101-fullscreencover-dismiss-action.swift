// SwiftUI from Apple's documentation: DismissAction closes a full-screen cover: its binding becomes false and onDismiss runs
// Apple, fullScreenCover(isPresented:onDismiss:content:)
// (https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)): onDismiss is "The
// closure to execute when dismissing the modal view." Apple, Modal presentations
// (https://developer.apple.com/documentation/swiftui/modal-presentations): "SwiftUI can reset the underlying value when the user
// dismisses the presentation." Apple, DismissAction (https://developer.apple.com/documentation/swiftui/dismissaction): calling
// it dismisses the presentation the view is in.
import SwiftUI

struct Player: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") {
            print("Done tapped")
            dismiss()
        }
        .onAppear { print("Player appears") }
    }
}

struct Library: View {
    @State private var playing = false
    var body: some View {
        Button("Play movie") { playing = true }
            .fullScreenCover(isPresented: $playing, onDismiss: { print("onDismiss, playing = \(playing)") }) {
                Player()
            }
    }
}

:mount Library()
:tap "Play movie"
// expect: Player appears
:tap "Done"
// expect: Done tapped
// expect: onDismiss, playing = false
