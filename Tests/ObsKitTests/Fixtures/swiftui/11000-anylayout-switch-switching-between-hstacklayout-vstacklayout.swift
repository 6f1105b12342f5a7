// Stack Overflow style (AnyLayout switch): switching between HStackLayout and VStackLayout keeps the children's @State, unlike an if/else between two stacks (rules §15.20, §3, §1)
import SwiftUI

struct CounterButton: View {
    let title: String
    @State private var count = 0

    var body: some View {
        Button("\(title) \(count)") {
            let next = count + 1
            count = next
            print("\(title) = \(next)")
        }
    }
}

struct ContentView: View {
    @State private var vertical = false

    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 12))
        VStack {
            layout {
                CounterButton(title: "A")
                CounterButton(title: "B")
            }
            Button("Switch layout") { vertical.toggle() }
        }
        .onChange(of: vertical) { _, isVertical in
            print("vertical: \(isVertical)")
        }
    }
}
:mount ContentView()
:tap "A 0"
// expect: A = 1
:tap "A 1"
// expect: A = 2
:tap "Switch layout"
// expect: vertical: true
:tap "A 2"
// expect: A = 3
:tap "B 0"
// expect: B = 1
