// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/creating-explicit-animations (the Animation project's spinning button: withAnimation(.spring(duration:bounce:)) adds 360 degrees, and iOS 17's completion closure counts finished spins once the animation is done)
// known-gap: line 2: expected "body: angle 360.0, spins 0", got "spin 1 finished"
// withAnimation runs its body closure immediately, so the angle changes and the body runs right after the tap.
// The `completion:` form (Apple: withAnimation(_:completionCriteria:_:completion:), iOS 17) calls its closure when the
// animation is logically complete, later; a one-second spring is long done after two seconds. The completion
// changes `spins`, which the body reads, so the body runs again then.
// - Tap "Spin", wait 2 s: the body with 360 degrees, then the completion and a body with 1 spin.
// - Again: 720 degrees, then 2 spins.
import SwiftUI

struct SpinningButton: View {
    @State private var animationAmount = 0.0
    @State private var spins = 0

    var body: some View {
        let _ = print("body: angle \(animationAmount), spins \(spins)")
        VStack {
            Button("Spin") {
                withAnimation(.spring(duration: 1, bounce: 0.5)) {
                    animationAmount += 360
                } completion: {
                    spins += 1
                    print("spin \(spins) finished")
                }
            }
            .padding(50)
            .background(.red)
            .foregroundStyle(.white)
            .clipShape(.circle)
            .rotation3DEffect(.degrees(animationAmount), axis: (x: 0, y: 1, z: 0))

            Text("Spins: \(spins)")
        }
    }
}

:mount SpinningButton()
// expect: body: angle 0.0, spins 0
:tap "Spin"
// expect: body: angle 360.0, spins 0
:advance 2s
// expect: spin 1 finished
// expect: body: angle 360.0, spins 1
:tap "Spin"
// expect: body: angle 720.0, spins 1
:advance 2s
// expect: spin 2 finished
// expect: body: angle 720.0, spins 2
