// SwiftUI from Apple's documentation: state changes that re-run a view's body do not make it appear again
// Apple, onAppear(perform:) (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)): "Adds an action to
// perform before this view appears."
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "Over time, driven by
// updates, new values for the view are created. But from SwiftUI's perspective, these represent the same view."
import SwiftUI

struct Purr: View {
    @State private var intensity = 25
    var body: some View {
        VStack {
            Text("Purr \(intensity)")
            Button("Louder") {
                intensity += 25
                print("intensity \(intensity)")
            }
        }
        .onAppear { print("Purr appeared") }
    }
}

:mount Purr()
:tap "Louder"
:tap "Louder"
// expect: Purr appeared
// expect: intensity 50
// expect: intensity 75
