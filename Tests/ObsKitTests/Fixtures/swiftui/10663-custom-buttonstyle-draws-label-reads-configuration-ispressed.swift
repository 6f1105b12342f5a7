// Sarunw "ButtonStyle isPressed" style: a custom ButtonStyle draws the label and reads configuration.isPressed (false: no press is in progress between taps); makeBody runs again only when the style's own value changes, a new label alone reaches the screen without it (rules §15.26, §2.1)
import SwiftUI

struct PressableStyle: ButtonStyle {
    let highlighted: Bool

    func makeBody(configuration: Configuration) -> some View {
        let _ = print("PressableStyle makeBody: pressed=\(configuration.isPressed), highlighted=\(highlighted)")
        configuration.label
            .padding()
            .background(highlighted ? Color.orange : Color.blue)
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

struct LikeScreen: View {
    @State private var likes = 0

    var body: some View {
        let _ = print("LikeScreen body: \(likes)")
        Button("Like (\(likes))") {
            likes += 1
        }
        .buttonStyle(PressableStyle(highlighted: likes >= 2))
    }
}

:mount LikeScreen()
// expect: LikeScreen body: 0
// expect: PressableStyle makeBody: pressed=false, highlighted=false
:tap "Like (0)"
// expect: LikeScreen body: 1
:tap "Like (1)"
// expect: LikeScreen body: 2
// expect: PressableStyle makeBody: pressed=false, highlighted=true
:tap "Like (2)"
// expect: LikeScreen body: 3
