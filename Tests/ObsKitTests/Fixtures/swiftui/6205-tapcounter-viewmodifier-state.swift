// A ViewModifier with its own @State, applied to two views through a View extension: each application keeps its own count, and only the tapped one re-runs; expected output by the SwiftUI rules (Apple: ViewModifier, modifier(_:); a modifier's @State lives per position like a view's, rules §1, §3)
import SwiftUI

struct TapCounter: ViewModifier {
    let name: String
    @State private var taps = 0

    func body(content: Content) -> some View {
        print("\(name) modifier body, taps \(taps)")
        return VStack {
            content
            Button("\(name) tapped \(taps)×") {
                taps += 1
                print("\(name): \(taps)")
            }
        }
    }
}

extension View {
    func countingTaps(_ name: String) -> some View {
        modifier(TapCounter(name: name))
    }
}

struct CardsView: View {
    var body: some View {
        VStack {
            Text("Red card")
                .countingTaps("red")
            Text("Blue card")
                .countingTaps("blue")
        }
    }
}

:mount CardsView()
:tap "red tapped 0×"
:tap "red tapped 1×"
:tap "blue tapped 0×"

// expect: red modifier body, taps 0
// expect: blue modifier body, taps 0
// expect: red: 1
// expect: red modifier body, taps 1
// expect: red: 2
// expect: red modifier body, taps 2
// expect: blue: 1
// expect: blue modifier body, taps 1
