// Blog style (why did my wrapper's value reset?): a ScoreCard in each branch of an if/else is two different views to SwiftUI, so flipping the branch destroys one card's @Score storage and starts the other's at 0, with the old card's onDisappear before the new one's onAppear; update() runs before every body (rules §1.1, §1.4, §11.1, §7.2, §2.6)
import SwiftUI

@propertyWrapper
struct Score: DynamicProperty {
    @State private var value: Int

    init(wrappedValue: Int) {
        _value = State(initialValue: wrappedValue)
        print("Score init(wrappedValue: \(wrappedValue))")
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = newValue }
    }

    func update() {
        print("Score update: \(value)")
    }
}

struct ScoreCard: View {
    let style: String
    @Score var points = 0

    var body: some View {
        let _ = print("ScoreCard \(style) body: \(points)")
        Button("+1 \(style)") { points += 1 }
            .onAppear { print("ScoreCard \(style) appeared") }
            .onDisappear { print("ScoreCard \(style) disappeared") }
    }
}

struct ContentView: View {
    @State private var compact = false

    var body: some View {
        let _ = print("ContentView body")
        VStack {
            Toggle("Compact", isOn: $compact)
            if compact {
                ScoreCard(style: "compact")
            } else {
                ScoreCard(style: "full")
            }
        }
    }
}

:mount ContentView()
// expect: ContentView body
// expect: Score init(wrappedValue: 0)
// expect: Score update: 0
// expect: ScoreCard full body: 0
// expect: ScoreCard full appeared
:tap "+1 full"
// expect: Score update: 1
// expect: ScoreCard full body: 1
:tap "+1 full"
// expect: Score update: 2
// expect: ScoreCard full body: 2
:toggle "Compact"
// expect: ContentView body
// expect: Score init(wrappedValue: 0)
// expect: Score update: 0
// expect: ScoreCard compact body: 0
// expect: ScoreCard full disappeared
// expect: ScoreCard compact appeared
:tap "+1 compact"
// expect: Score update: 1
// expect: ScoreCard compact body: 1
:toggle "Compact"
// expect: ContentView body
// expect: Score init(wrappedValue: 0)
// expect: Score update: 0
// expect: ScoreCard full body: 0
// expect: ScoreCard compact disappeared
// expect: ScoreCard full appeared
