// Animating bindings, as the animation days of a "100 days" SwiftUI course show them, own code: a Stepper bound
// through `$scaleAmount.animation()`, a Toggle bound through `$showBadge.animation(.spring(response:dampingFraction:))`, a child badge shown
// only while the toggle is on, and a reset wrapped in `withTransaction` with animations disabled.
// What SwiftUI does: an animated binding writes the same value, with an animation in the transaction; the write is
// an ordinary state change (rules §15.15; Apple `Binding.animation(_:)`): one parent body per press, and the badge,
// a child with plain data, runs only when its number changes (rules §2.1, §2.7). Turning the toggle off removes the
// badge; on again makes a new one, whose body runs (rules §1.1). `withTransaction` runs its closure at once, like
// `withAnimation` (rules §15.15).
// Sources: rules §1.1, §2.1, §2.7, §10.1, §15.15; https://developer.apple.com/documentation/swiftui/binding/animation(_:)
// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
import SwiftUI

struct ScaleBadge: View {
    let amount: Double

    var body: some View {
        let _ = print("ScaleBadge body: \(amount.formatted())x")
        Text("\(amount.formatted())x")
            .padding()
            .background(.orange)
            .clipShape(.capsule)
            .scaleEffect(amount)
    }
}

struct StepperAnimationView: View {
    @State private var scaleAmount = 1.0
    @State private var showBadge = true

    var body: some View {
        let _ = print("StepperAnimationView body: \(scaleAmount.formatted()), badge \(showBadge)")
        VStack(spacing: 30) {
            Stepper("Scale amount", value: $scaleAmount.animation(), in: 1...5)
            Toggle("Show badge", isOn: $showBadge.animation(.spring(response: 0.5, dampingFraction: 0.6)))
            if showBadge {
                ScaleBadge(amount: scaleAmount)
            }
            Button("Reset without animation") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    scaleAmount = 1
                }
            }
        }
    }
}

:mount StepperAnimationView()
// expect: StepperAnimationView body: 1, badge true
// expect: ScaleBadge body: 1x
:step "Scale amount" up
// expect: StepperAnimationView body: 2, badge true
// expect: ScaleBadge body: 2x
:toggle "Show badge"
// expect: StepperAnimationView body: 2, badge false
:step "Scale amount" up
// expect: StepperAnimationView body: 3, badge false
:toggle "Show badge"
// expect: StepperAnimationView body: 3, badge true
// expect: ScaleBadge body: 3x
:tap "Reset without animation"
// expect: StepperAnimationView body: 1, badge true
// expect: ScaleBadge body: 1x
:tap "Reset without animation"
