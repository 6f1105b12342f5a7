// .onChange(of:initial:_:) with the iOS 17 two-parameter closure, and initial: true; plus the deprecated
// one-parameter form. Expected per Apple: the action runs after the value changes (not for the initial
// value unless initial: true), receiving old and new values; a write in onChange to another @State
// triggers that state's own onChange in the next update.
// Source: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
import SwiftUI

struct ContentView: View {
    @State private var score = 0
    @State private var best = 0
    @State private var level = 1

    var body: some View {
        VStack {
            Text("Score \(score), best \(best), level \(level)")
            Button("Score +5") { score += 5 }
            Button("Reset") { score = 0 }
        }
        .onChange(of: score, initial: true) { oldValue, newValue in
            print("score \(oldValue) -> \(newValue)")
            if newValue > best { best = newValue }
        }
        .onChange(of: best) { oldValue, newValue in
            print("best \(oldValue) -> \(newValue)")
            level = newValue / 10 + 1
        }
        .onChange(of: level) { newLevel in
            print("level is now \(newLevel)")
        }
    }
}

:mount ContentView()
:tap "Score +5"
:tap "Score +5"
:tap "Reset"
:tree

// expect: score 0 -> 0
// expect: score 0 -> 5
// expect: best 0 -> 5
// expect: score 5 -> 10
// expect: best 5 -> 10
// expect: level is now 2
// expect: score 10 -> 0
// expect: ContentView#1
// expect:   VStack  .onChange .onChange .onChange
// expect:     Text "Score 0, best 10, level 2"
// expect:     Button "Score +5"
// expect:     Button "Reset"
