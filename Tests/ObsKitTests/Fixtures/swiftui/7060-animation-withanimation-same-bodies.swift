// Animations in the style of the animation days of a "100 days" SwiftUI course, own code: a button that spins a
// child with `rotation3DEffect` inside `withAnimation(.spring(duration:bounce:))`, the same change without
// animation, a circle that grows with `.animation(_:value:)`, and `withAnimation` returning its body's result.
// What SwiftUI does: `withAnimation` runs its closure at once and returns its result; the writes in it are ordinary
// state changes (rules §15.15; Apple `withAnimation(_:_:)`). So the animated spin and the plain one run exactly the
// same bodies: the parent, then the child whose input changed (rules §2.7, §10.1); growing the circle does not touch
// the spinner (equal input), and an animated write of the value already stored does nothing (rules §3.4).
// Sources: rules §2.7, §3.4, §10.1, §15.15; https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
import SwiftUI

struct SpinnerBadge: View {
    let degrees: Double

    var body: some View {
        let _ = print("SpinnerBadge body: \(Int(degrees))")
        Text("Spin")
            .padding(50)
            .background(.red)
            .foregroundStyle(.white)
            .clipShape(.circle)
            .rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
    }
}

struct AnimationsView: View {
    @State private var animationAmount = 0.0
    @State private var scale = 1.0

    var body: some View {
        let _ = print("AnimationsView body: \(Int(animationAmount)) degrees, scale \(scale)")
        VStack(spacing: 20) {
            SpinnerBadge(degrees: animationAmount)
            Button("Spin") {
                let newAmount = withAnimation(.spring(duration: 1, bounce: 0.5)) {
                    animationAmount += 360
                    return animationAmount
                }
                print("spun to \(Int(newAmount))")
            }
            Button("Spin quietly") {
                animationAmount += 360
            }
            Circle()
                .fill(.blue)
                .frame(width: 50, height: 50)
                .scaleEffect(scale)
                .animation(.easeInOut(duration: 1), value: scale)
            Button("Grow") {
                scale += 1
            }
            Button("Set scale to 2") {
                withAnimation {
                    scale = 2
                }
            }
        }
    }
}

:mount AnimationsView()
// expect: AnimationsView body: 0 degrees, scale 1.0
// expect: SpinnerBadge body: 0
:tap "Spin"
// expect: spun to 360
// expect: AnimationsView body: 360 degrees, scale 1.0
// expect: SpinnerBadge body: 360
:tap "Spin quietly"
// expect: AnimationsView body: 720 degrees, scale 1.0
// expect: SpinnerBadge body: 720
:tap "Grow"
// expect: AnimationsView body: 720 degrees, scale 2.0
:tap "Set scale to 2"
