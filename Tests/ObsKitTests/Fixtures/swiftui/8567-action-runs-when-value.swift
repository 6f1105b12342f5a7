// SwiftUI from Apple's documentation: onPreferenceChange(_:perform:) — https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:) (the action runs when the value for the key changes, with the new value; an update that leaves the value equal does not run it)
import SwiftUI

struct ScoreKey: PreferenceKey {
    static var defaultValue: Int = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = max(value, nextValue())
    }
}

struct ContentView: View {
    @State private var showScore = false
    @State private var score = 5
    @State private var unrelated = 0

    var body: some View {
        VStack {
            VStack {
                Text("Unrelated \(unrelated)")
                if showScore {
                    Text("Score \(score)")
                        .preference(key: ScoreKey.self, value: score)
                }
            }
            .onPreferenceChange(ScoreKey.self) { value in
                if value > 0 {
                    print("preference now \(value)")
                }
            }
            Button("Show score") { showScore = true }
            Button("Touch unrelated") { unrelated += 1 }
            Button("Bump") { score += 1 }
        }
    }
}

:mount ContentView()
:tap "Show score"
:tap "Touch unrelated"
:tap "Bump"
// expect: preference now 5
// expect: preference now 6
