// Tutorial style (onTapGesture with rotationEffect): tapping a label spins it 90° inside withAnimation and counts taps; a long-press handler is accepted and never fires; a reset with a spring, then a reset that writes an equal value and runs nothing (rules §15.10, §15.19, §15.15, §3.4, §12.1)
import SwiftUI

struct SpinnerCard: View {
    @State private var angle = 0.0
    @State private var taps = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            Text("Spin me")
                .padding()
                .background(.orange, in: RoundedRectangle(cornerRadius: 8))
                .rotationEffect(.degrees(angle))
                .onTapGesture {
                    taps += 1
                    withAnimation(.easeInOut(duration: 0.6)) {
                        angle += 90
                    }
                    print("tap \(taps): angle \(angle)")
                }
            Text("Taps: \(taps)")
                .onLongPressGesture {
                    print("long press on the counter")
                }
            Button("Reset") {
                withAnimation(.spring) {
                    angle = 0
                }
            }
        }
    }
}

:mount SpinnerCard()
// expect: SpinnerCard: @self, @identity, _angle, _taps changed.
:tap "Spin me"
// expect: tap 1: angle 90.0
// expect: SpinnerCard: _angle, _taps changed.
:tap "Spin me"
// expect: tap 2: angle 180.0
// expect: SpinnerCard: _angle, _taps changed.
:tap "Reset"
// expect: SpinnerCard: _angle changed.
:tap "Reset"
