// Tutorial style (keyframeAnimator): a frog jumps along keyframe tracks of a struct each time `jumps` changes, from a button or an onTapGesture on the frog; the keyframes change only the looks, the body runs once per change (rules §15.15, §15.10, §3.4, §10.1)
import SwiftUI

struct JumpValues {
    var scale = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
}

struct MascotView: View {
    @State private var jumps = 0
    @State private var lastSource = "nothing"

    var body: some View {
        let _ = print("MascotView body: \(jumps) jumps, last from \(lastSource)")
        VStack(spacing: 30) {
            Text("🐸")
                .font(.system(size: 60))
                .keyframeAnimator(initialValue: JumpValues(), trigger: jumps) { content, value in
                    content
                        .scaleEffect(value.scale)
                        .rotationEffect(value.angle)
                        .offset(y: value.verticalOffset)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.1)
                        SpringKeyframe(1.3, duration: 0.2)
                        CubicKeyframe(1.0, duration: 0.3)
                    }
                    KeyframeTrack(\.verticalOffset) {
                        CubicKeyframe(-60, duration: 0.3)
                        CubicKeyframe(0, duration: 0.3)
                    }
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.degrees(-10), duration: 0.2)
                        CubicKeyframe(.zero, duration: 0.4)
                    }
                }
                .onTapGesture {
                    jumps += 1
                    lastSource = "frog"
                }
            Button("Jump") {
                jumps += 1
                lastSource = "button"
            }
        }
    }
}

:mount MascotView()
// expect: MascotView body: 0 jumps, last from nothing
:tap "Jump"
// expect: MascotView body: 1 jumps, last from button
:tap "🐸"
// expect: MascotView body: 2 jumps, last from frog
:tap "🐸"
// expect: MascotView body: 3 jumps, last from frog
