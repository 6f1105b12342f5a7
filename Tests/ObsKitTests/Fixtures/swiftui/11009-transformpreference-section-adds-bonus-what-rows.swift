// Stack Overflow style (transformPreference): a section adds a bonus to what its rows publish, and onPreferenceChange sees the transformed sum (rules §15.23)
// known-gap: line 3: expected "team score 13", got end of output
import SwiftUI

struct ScoreKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct ScoreRow: View {
    let player: String
    let points: Int

    var body: some View {
        Text("\(player): \(points)")
            .preference(key: ScoreKey.self, value: points)
    }
}

struct ContentView: View {
    @State private var bonus = 100
    @State private var alicePoints = 7

    var body: some View {
        VStack {
            VStack {
                ScoreRow(player: "Alice", points: alicePoints)
                ScoreRow(player: "Bob", points: 5)
            }
            .transformPreference(ScoreKey.self) { value in
                value += bonus
            }
            Button("Alice scores") { alicePoints += 1 }
            Button("No bonus") { bonus = 0 }
        }
        .onPreferenceChange(ScoreKey.self) { total in
            print("team score \(total)")
        }
    }
}
:mount ContentView()
// expect: team score 112
:tap "Alice scores"
// expect: team score 113
:tap "No bonus"
// expect: team score 13
