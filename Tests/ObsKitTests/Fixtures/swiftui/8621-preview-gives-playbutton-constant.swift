// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-user-interface-state (the preview gives PlayButton a constant binding, PlayButton(isPlaying: .constant(true)), whose writes are ignored, so the button keeps showing "Pause"; the toggle runs inside withAnimation)
import SwiftUI

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            withAnimation(.easeInOut(duration: 1)) {
                self.isPlaying.toggle()
            }
            print("after toggle: \(isPlaying)")
        }
    }
}

#Preview {
    PlayButton(isPlaying: .constant(true))
}

:preview
:tap "Pause"
:tap "Pause"
// expect: after toggle: true
// expect: after toggle: true
