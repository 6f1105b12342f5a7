// WWDC21 "Demystify SwiftUI" style: explicit identity with .id: a quiz round's view is keyed by its round number, so "New round" gives it a new identity: its @State score and its @StateObject clock start over, the old clock goes, the old view disappears and the new one appears (rules §1.2, §1.3, §1.4, §4.2, §11.1)
import SwiftUI

final class RoundClock: ObservableObject {
    let round: Int

    init(round: Int) {
        self.round = round
        print("RoundClock init \(round)")
    }

    deinit { print("RoundClock deinit \(round)") }
}

struct RoundView: View {
    let round: Int
    @State private var score = 0
    @StateObject private var clock: RoundClock

    init(round: Int) {
        self.round = round
        _clock = StateObject(wrappedValue: RoundClock(round: round))
    }

    var body: some View {
        let _ = print("RoundView body: round \(round), score \(score), clock \(clock.round)")
        Button("Score") { score += 1 }
            .onAppear { [round] in print("round \(round) appeared") }
            .onDisappear { [round] in print("round \(round) disappeared") }
    }
}

struct QuizView: View {
    @State private var round = 1

    var body: some View {
        VStack {
            RoundView(round: round)
                .id(round)
            Button("New round") { round += 1 }
        }
    }
}

:mount QuizView()
// expect: RoundClock init 1
// expect: RoundView body: round 1, score 0, clock 1
// expect: round 1 appeared
:tap "Score"
// expect: RoundView body: round 1, score 1, clock 1
:tap "Score"
// expect: RoundView body: round 1, score 2, clock 1
:tap "New round"
// expect: RoundClock deinit 1
// expect: RoundClock init 2
// expect: RoundView body: round 2, score 0, clock 2
// expect: round 1 disappeared
// expect: round 2 appeared
