// A ViewModifier's own @State: SwiftUI installs a modifier's dynamic properties as it does a view's, so the
// state persists and a write re-runs the modifier's body. (Before, the modifier's body ran inside the
// view's and its @State never changed: "taps now 0".) Source:
// https://developer.apple.com/documentation/swiftui/viewmodifier (modifiers may hold state),
// https://developer.apple.com/documentation/swiftui/state. Rules §7.1.
import SwiftUI
struct TapCounter: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        VStack {
            content
            Button("Tap (\(taps))") { taps += 1; print("taps now \(taps)") }
        }
    }
}
struct ContentView: View {
    var body: some View {
        Text("A").modifier(TapCounter())
    }
}
:mount ContentView()
:tap "Tap (0)"
:tree
// expect: taps now 1
// expect: ContentView#1
// expect:   TapCounter#2
// expect:     VStack
// expect:       Text "A"
// expect:       Button "Tap (1)"
