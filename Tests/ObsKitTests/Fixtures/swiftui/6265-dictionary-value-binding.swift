// "How do I bind a Stepper to a value inside a dictionary in @State?": a Binding(get:set:) that reads `dict[key, default:]` and writes `dict[key]`; the whole dictionary is the state, and onChange sees each committed change once (SEMANTICS §9 Binding(get:set:) calls set, §3 equal writes are no-ops; Apple: Binding init(get:set:), Stepper value:in:, onChange(of:_:))
import SwiftUI

struct ScoreSheet: View {
    @State private var scores: [String: Int] = ["Ava": 0, "Ben": 0]

    private func score(for player: String) -> Binding<Int> {
        Binding(
            get: { scores[player, default: 0] },
            set: { scores[player] = $0 }
        )
    }

    var body: some View {
        VStack {
            ForEach(["Ava", "Ben"], id: \.self) { player in
                Stepper(player, value: score(for: player), in: 0...3)
            }
            Button("Report") {
                print(scores.keys.sorted().map { "\($0)=\(scores[$0]!)" }.joined(separator: " "))
            }
        }
        .onChange(of: scores) { old, new in
            print("total \(old.values.reduce(0, +)) -> \(new.values.reduce(0, +))")
        }
    }
}

:mount ScoreSheet()
:step "Ava" up 2
:step "Ben" up
:step "Ben" down 2
:step "Ava" up 3
:tap "Report"

// expect: total 0 -> 1
// expect: total 1 -> 2
// expect: total 2 -> 3
// expect: total 3 -> 2
// expect: total 2 -> 3
// expect: Ava=3 Ben=0
