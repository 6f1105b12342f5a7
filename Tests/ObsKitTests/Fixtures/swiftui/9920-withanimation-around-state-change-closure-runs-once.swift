// Apple Developer Forums style: withAnimation around a state change: the closure runs at once, so code after it already sees the new value; the two writes inside are one update; a completion runs when the (undrawn) animation ends, before the update (rules §15.15, §10.1, §3.4)
import SwiftUI

struct ExpandingCard: View {
    @State private var expanded = false
    @State private var taps = 0

    var body: some View {
        let _ = print("ExpandingCard body: expanded=\(expanded) taps=\(taps)")
        VStack {
            Text(expanded ? "Details shown" : "Tap to expand")
            if expanded {
                Text("More info")
                    .transition(.opacity)
            }
            Button("Toggle") {
                withAnimation(.spring) {
                    expanded.toggle()
                    taps += 1
                }
                print("after withAnimation: \(expanded)")
            }
            Button("Slow") {
                withAnimation(.easeInOut(duration: 2)) {
                    taps += 1
                } completion: {
                    print("animation done, taps \(taps)")
                }
            }
        }
        .animation(.default, value: expanded)
    }
}

:mount ExpandingCard()
// expect: ExpandingCard body: expanded=false taps=0
:tap "Toggle"
// expect: after withAnimation: true
// expect: ExpandingCard body: expanded=true taps=1
:tap "Slow"
// expect: animation done, taps 2
// expect: ExpandingCard body: expanded=true taps=2
:tap "Toggle"
// expect: after withAnimation: false
// expect: ExpandingCard body: expanded=false taps=3
