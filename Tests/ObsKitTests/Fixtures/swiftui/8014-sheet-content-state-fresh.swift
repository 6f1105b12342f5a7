// SwiftUI from Apple's documentation: a sheet's onDismiss runs for every dismissal, and a sheet presented again starts fresh
// Apple, View.sheet(isPresented:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)):
// "Presents a sheet when a binding to a Boolean value that you provide is true." "onDismiss: The closure to execute when dismissing
// the sheet." Dismissal by a swipe and by the content writing `false` to the binding both run onDismiss. The content is a new view
// each time the sheet is presented, so its @State starts at 0 again.
import SwiftUI

struct PhotoPicker: View {
    @Binding var isShown: Bool
    @State private var picks = 0

    var body: some View {
        let _ = print("PhotoPicker body: \(picks) picks")
        VStack {
            Button("Pick \(picks)") { picks += 1 }
            Button("Close") { isShown = false }
        }
    }
}

struct Gallery: View {
    @State private var showPicker = false

    var body: some View {
        Button("Choose photos") { showPicker = true }
            .sheet(isPresented: $showPicker, onDismiss: { print("picker dismissed") }) {
                PhotoPicker(isShown: $showPicker)
            }
    }
}

:mount Gallery()
:tap "Choose photos"
// expect: PhotoPicker body: 0 picks
:tap "Pick 0"
// expect: PhotoPicker body: 1 picks
:dismiss
// expect: picker dismissed
:tap "Choose photos"
// expect: PhotoPicker body: 0 picks
:tap "Close"
// expect: picker dismissed
