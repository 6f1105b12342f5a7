// Hacking with Swift 100 Days, Animation (days 32-34): a Stepper driving $animationAmount.animation(), an explicit withAnimation spin, .animation(_:value:) on a colour change from a Toggle; each change runs the body once with the new value (Apple: Binding.animation(_:), withAnimation(_:_:), View.animation(_:value:); README: withAnimation runs the body, no animation; SEMANTICS §3, §12)
import SwiftUI

struct AnimationsView: View {
    @State private var animationAmount = 1.0
    @State private var spinDegrees = 0.0
    @State private var enabled = false

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("scale \(animationAmount), turns \(Int(spinDegrees / 360)), red \(enabled)")
        VStack(spacing: 40) {
            Stepper("Scale \(animationAmount.formatted())", value: $animationAmount.animation(
                .easeInOut(duration: 1)
                    .repeatCount(3, autoreverses: true)
            ), in: 1...3, step: 0.5)

            Button("Tap Me") {
                withAnimation(.spring(duration: 1, bounce: 0.5)) {
                    spinDegrees += 360
                }
            }
            .padding(50)
            .background(enabled ? .red : .blue)
            .foregroundStyle(.white)
            .clipShape(.circle)
            .scaleEffect(animationAmount)
            .rotation3DEffect(.degrees(spinDegrees), axis: (x: 0, y: 1, z: 0))
            .animation(.default, value: enabled)

            Toggle("Red background", isOn: $enabled)
        }
        .padding()
    }
}

:mount AnimationsView()
:step "Scale 1" up
:step "Scale 1.5" up
:tap "Tap Me"
:toggle "Red background"
:step "Scale 2" down

// expect: AnimationsView: @self, @identity, _animationAmount, _spinDegrees, _enabled changed.
// expect: scale 1.0, turns 0, red false
// expect: AnimationsView: _animationAmount changed.
// expect: scale 1.5, turns 0, red false
// expect: AnimationsView: _animationAmount changed.
// expect: scale 2.0, turns 0, red false
// expect: AnimationsView: _spinDegrees changed.
// expect: scale 2.0, turns 1, red false
// expect: AnimationsView: _enabled changed.
// expect: scale 2.0, turns 1, red true
// expect: AnimationsView: _animationAmount changed.
// expect: scale 1.5, turns 1, red true
