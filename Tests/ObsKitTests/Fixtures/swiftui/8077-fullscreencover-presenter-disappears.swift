// SwiftUI from Apple's documentation: a full-screen cover removes the presenting view, so it disappears and appears again on dismissal
// known-gap: line 2: expected "Gallery disappears", got "<nothing>"
// Apple, fullScreenCover(isPresented:onDismiss:content:)
// (https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)): "Presents a modal view
// that covers as much of the screen as possible". Swiftyn, "Mastering SwiftUI's FullScreenCover"
// (https://www.swiftyn.com/learn/swiftui/swiftui-fullscreen-cover-mastery): SwiftUI presents it "with modalPresentationStyle set to
// .fullScreen". Apple, UIModalPresentationStyle.fullScreen (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen):
// "The views belonging to the presenting view controller are removed after the presentation completes." Apple, onDisappear(perform:):
// "Adds an action to perform after this view disappears." (Only the presenter prints: no order against the cover's own events.)
import SwiftUI

struct PhotoViewer: View {
    @Binding var isShown: Bool
    var body: some View {
        Button("Close photo") { isShown = false }
    }
}

struct Gallery: View {
    @State private var showingPhoto = false
    var body: some View {
        Button("Open photo") { showingPhoto = true }
            .onAppear { print("Gallery appears") }
            .onDisappear { print("Gallery disappears") }
            .fullScreenCover(isPresented: $showingPhoto) {
                PhotoViewer(isShown: $showingPhoto)
            }
    }
}

:mount Gallery()
// expect: Gallery appears
:tap "Open photo"
// expect: Gallery disappears
:tap "Close photo"
// expect: Gallery appears
