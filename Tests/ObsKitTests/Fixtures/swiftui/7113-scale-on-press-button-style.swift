// A "scale on press" button style, the first custom ButtonStyle most tutorials write: the label, padded, on a
// capsule, shrunk to 0.95 while `configuration.isPressed`.
// What SwiftUI does: `makeBody(configuration:)` runs in a node of its own for the styled button (rules §15.26). A tap
// runs the button's action; `isPressed` is false whenever no press is in progress (Apple: "A Boolean that indicates
// whether the user is currently pressing the button"; rules §15.26). The action changes the count the parent reads,
// so the parent's body runs (rules §3.4, §3.5). The style is an empty struct, equal to the last one (rules §2.1), and
// `configuration.label` is a stand-in for the label, so the new title reaches the screen without makeBody running
// again (rules §15.26, §2.9); the button then answers to its new title (rules §15.3).
// Sources: rules §2.1, §2.9, §3.4, §3.5, §15.3, §15.26;
// https://developer.apple.com/documentation/swiftui/buttonstyle
// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed
import SwiftUI

struct ScaleOnPressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = print("ScaleOnPressStyle makeBody: pressed \(configuration.isPressed)")
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(Capsule().fill(Color.accentColor))
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct LikeCounterView: View {
    @State private var likes = 0

    var body: some View {
        let _ = print("LikeCounterView body: \(likes)")
        VStack(spacing: 12) {
            Text("Liked \(likes) times")
            Button("Like \(likes)") {
                print("like tapped")
                likes += 1
            }
            .buttonStyle(ScaleOnPressStyle())
        }
    }
}

:mount LikeCounterView()
// expect: LikeCounterView body: 0
// expect: ScaleOnPressStyle makeBody: pressed false
:tap "Like 0"
// expect: like tapped
// expect: LikeCounterView body: 1
:tap "Like 1"
// expect: like tapped
// expect: LikeCounterView body: 2
