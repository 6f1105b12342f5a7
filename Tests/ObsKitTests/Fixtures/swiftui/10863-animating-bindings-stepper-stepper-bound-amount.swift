// Tutorial style (animating bindings with a Stepper): a Stepper bound to $amount.animation(...) and a button both change the scale; each press is an update that runs the parent and the ring child, whose value changed (rules §15.15, §2.1, §2.7, §3.4, §10.1)
import SwiftUI

struct PulseRing: View {
    let amount: Double

    var body: some View {
        let _ = print("PulseRing body: \(amount)")
        Circle()
            .stroke(.red)
            .scaleEffect(amount)
            .opacity(2 - amount)
    }
}

struct ContentView: View {
    @State private var animationAmount = 1.0

    var body: some View {
        let _ = print("ContentView body: \(animationAmount)")
        VStack {
            Stepper("Scale amount", value: $animationAmount.animation(
                .easeInOut(duration: 1)
                    .repeatCount(3, autoreverses: true)
            ), in: 1...3, step: 0.5)
            Spacer()
            Button("Tap Me") {
                animationAmount += 0.5
            }
            .padding(40)
            .background(.red)
            .foregroundStyle(.white)
            .clipShape(.circle)
            .scaleEffect(animationAmount)
            PulseRing(amount: animationAmount)
        }
    }
}

:mount ContentView()
// expect: ContentView body: 1.0
// expect: PulseRing body: 1.0
:step "Scale amount" up
// expect: ContentView body: 1.5
// expect: PulseRing body: 1.5
:step "Scale amount" up 2
// expect: ContentView body: 2.0
// expect: PulseRing body: 2.0
// expect: ContentView body: 2.5
// expect: PulseRing body: 2.5
:step "Scale amount" down
// expect: ContentView body: 2.0
// expect: PulseRing body: 2.0
:tap "Tap Me"
// expect: ContentView body: 2.5
// expect: PulseRing body: 2.5
