// Tutorial style (a transition on every change with .id): a score digit carries .id(score) and a push transition, so each point resets its identity: the old digit disappears and the new one appears; a write of the same score does nothing (rules §1.3, §11.1, §3.4, §15.15)
import SwiftUI

struct ScoreDigit: View {
    let value: Int

    var body: some View {
        let _ = print("ScoreDigit body: \(value)")
        Text("\(value)")
            .font(.system(size: 72, weight: .bold))
            .onAppear { print("digit \(value) appeared") }
            .onDisappear { print("digit \(value) disappeared") }
    }
}

struct ScoreboardView: View {
    @State private var score = 0

    var body: some View {
        let _ = print("ScoreboardView body: \(score)")
        VStack {
            ScoreDigit(value: score)
                .id(score)
                .transition(.push(from: .bottom))
            HStack {
                Button("Point") {
                    withAnimation(.snappy) { score += 1 }
                }
                Button("Reset") {
                    withAnimation { score = 0 }
                }
            }
        }
    }
}

:mount ScoreboardView()
// expect: ScoreboardView body: 0
// expect: ScoreDigit body: 0
// expect: digit 0 appeared
:tap "Point"
// expect: ScoreboardView body: 1
// expect: ScoreDigit body: 1
// expect: digit 0 disappeared
// expect: digit 1 appeared
:tap "Point"
// expect: ScoreboardView body: 2
// expect: ScoreDigit body: 2
// expect: digit 1 disappeared
// expect: digit 2 appeared
:tap "Reset"
// expect: ScoreboardView body: 0
// expect: ScoreDigit body: 0
// expect: digit 2 disappeared
// expect: digit 0 appeared
:tap "Reset"
