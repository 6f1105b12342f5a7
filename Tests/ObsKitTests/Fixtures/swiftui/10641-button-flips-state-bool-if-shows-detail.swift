// HWS "SwiftUI by Example" style: a Button flips a @State Bool and an `if` shows a detail view that owns an @Observable counter in @State; hiding destroys the node and releases the model, showing again starts it over (rules §1.1, §1.4, §3.1, §8, §11.1)
import SwiftUI

@Observable
final class BadgeCounter {
    var taps = 0
    init() { print("BadgeCounter init") }
    deinit { print("BadgeCounter deinit") }
}

struct DetailBadge: View {
    @State private var counter = BadgeCounter()

    var body: some View {
        let _ = print("DetailBadge body: taps=\(counter.taps)")
        Button("Badge tapped \(counter.taps)") {
            counter.taps += 1
        }
        .onAppear { print("DetailBadge appeared") }
    }
}

struct RevealScreen: View {
    @State private var showDetails = false

    var body: some View {
        let _ = print("RevealScreen body: showDetails=\(showDetails)")
        VStack(spacing: 12) {
            Button(showDetails ? "Hide details" : "Show details") {
                showDetails.toggle()
            }
            if showDetails {
                DetailBadge()
            }
        }
        .padding()
    }
}

:mount RevealScreen()
// expect: RevealScreen body: showDetails=false
:tap "Show details"
// expect: RevealScreen body: showDetails=true
// expect: BadgeCounter init
// expect: DetailBadge body: taps=0
// expect: DetailBadge appeared
:tap "Badge tapped 0"
// expect: DetailBadge body: taps=1
:tap "Badge tapped 1"
// expect: DetailBadge body: taps=2
:tap "Hide details"
// expect: RevealScreen body: showDetails=false
// expect: BadgeCounter deinit
:tap "Show details"
// expect: RevealScreen body: showDetails=true
// expect: BadgeCounter init
// expect: DetailBadge body: taps=0
// expect: DetailBadge appeared
