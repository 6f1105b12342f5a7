// Tutorial style (a shake effect from GeometryEffect): a PIN field shakes through an animatable GeometryEffect when the PIN is wrong; typing into a field whose text the body never reads runs no body; the right PIN inserts a welcome text with a transition (rules §3.5, §15.10, §15.15, §1.1, §11.1)
// known-gap: `GeometryEffect` (with `ProjectionTransform` and `CGAffineTransform`) is not provided
import SwiftUI

struct ShakeEffect: GeometryEffect {
    var travel: CGFloat = 8
    var shakes: CGFloat = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * shakes), y: 0))
    }
}

struct PinEntryView: View {
    @State private var pin = ""
    @State private var failedAttempts = 0
    @State private var unlocked = false

    var body: some View {
        let _ = print("PinEntryView body: attempts \(failedAttempts), unlocked \(unlocked)")
        VStack(spacing: 16) {
            SecureField("PIN", text: $pin)
                .textFieldStyle(.roundedBorder)
                .modifier(ShakeEffect(animatableData: CGFloat(failedAttempts)))
            Button("Unlock") {
                if pin == "1234" {
                    withAnimation(.spring) {
                        unlocked = true
                    }
                } else {
                    withAnimation(.default) {
                        failedAttempts += 1
                    }
                    pin = ""
                    print("wrong PIN")
                }
            }
            if unlocked {
                Text("Welcome back")
                    .transition(.scale)
                    .onAppear { print("welcome appeared") }
            }
        }
        .padding()
    }
}

:mount PinEntryView()
// expect: PinEntryView body: attempts 0, unlocked false
:type "12" into "PIN"
:tap "Unlock"
// expect: wrong PIN
// expect: PinEntryView body: attempts 1, unlocked false
:type "1234" into "PIN"
:tap "Unlock"
// expect: PinEntryView body: attempts 1, unlocked true
// expect: welcome appeared
