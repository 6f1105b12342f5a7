// Tutorial style (what withAnimation returns): withAnimation runs its closure at once and returns the closure's result, here from a mutating method on a @State struct; delayed and repeating animations are ordinary state changes (rules §15.15, §3.4, §10.1)
import SwiftUI

struct ScoreModel {
    var points = 0

    mutating func add(_ amount: Int) -> Int {
        points += amount
        return points
    }
}

struct GameView: View {
    @State private var score = ScoreModel()
    @State private var flash = false

    var body: some View {
        let _ = print("GameView body: \(score.points) points, flash \(flash)")
        VStack(spacing: 16) {
            Text("\(score.points)")
                .font(.largeTitle)
                .opacity(flash ? 0.3 : 1)
            Button("Score 10") {
                let total = withAnimation(.easeIn(duration: 0.2).delay(0.1)) {
                    score.add(10)
                }
                print("total is now \(total)")
            }
            Button("Flash") {
                withAnimation(.easeInOut(duration: 0.15).repeatCount(3, autoreverses: true)) {
                    flash.toggle()
                }
            }
        }
    }
}

:mount GameView()
// expect: GameView body: 0 points, flash false
:tap "Score 10"
// expect: total is now 10
// expect: GameView body: 10 points, flash false
:tap "Flash"
// expect: GameView body: 10 points, flash true
:tap "Score 10"
// expect: total is now 20
// expect: GameView body: 20 points, flash true
