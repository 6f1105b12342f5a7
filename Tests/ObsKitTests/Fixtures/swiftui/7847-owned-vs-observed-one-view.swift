// Custom DynamicProperty: an owning wrapper (@StateObject inside) beside an observing one (@ObservedObject made
// inline) in one scoreboard. The owned score is made right before the first body and survives parent renders (rules
// §4.2, §4.3); the observed one is made in each parent body, the old one deinits after the new init, and the child
// re-runs with a fresh score (rules §5.3, §2.5). Either model's change re-runs the host (rules §7.1, §7.3).
import SwiftUI

final class Score: ObservableObject {
    static var made = 0
    let label: String
    @Published var points = 0

    init(_ side: String) {
        Score.made += 1
        label = "\(side)#\(Score.made)"
        print("\(label) init")
    }

    deinit { print("\(label) deinit") }
}

@propertyWrapper
struct OwnedScore: DynamicProperty {
    @StateObject private var score = Score("home")

    init() {}

    var wrappedValue: Score { score }
}

@propertyWrapper
struct ObservedScore: DynamicProperty {
    @ObservedObject private var score = Score("away")

    init() {}

    var wrappedValue: Score { score }
}

struct ScoreCard: View {
    @OwnedScore var home
    @ObservedScore var away

    var body: some View {
        let _ = print("ScoreCard: \(home.label) \(home.points), \(away.label) \(away.points)")
        HStack {
            Button("Home +1") { home.points += 1 }
            Button("Away +1") { away.points += 1 }
        }
    }
}

struct Match: View {
    @State private var minute = 0

    var body: some View {
        let _ = print("minute \(minute)")
        VStack {
            Button("Next minute") { minute += 1 }
            ScoreCard()
        }
    }
}

:mount Match()
// expect: minute 0
// expect: away#1 init
// expect: home#2 init
// expect: ScoreCard: home#2 0, away#1 0
:tap "Home +1"
// expect: ScoreCard: home#2 1, away#1 0
:tap "Away +1"
// expect: ScoreCard: home#2 1, away#1 1
:tap "Next minute"
// expect: minute 1
// expect: away#3 init
// expect: away#1 deinit
// expect: ScoreCard: home#2 1, away#3 0
:tap "Away +1"
// expect: ScoreCard: home#2 1, away#3 1
:tap "Next minute"
// expect: minute 2
// expect: away#4 init
// expect: away#3 deinit
// expect: ScoreCard: home#2 1, away#4 0
