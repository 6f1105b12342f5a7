// identity-and-lifetime style: .equatable() decides only what a parent render hands down: with == true the label skips its body on a theme change, but its own @State and its @ObservedObject still run it (rules §2.2, §2.7, §3.4, §5.1, §0.2)
import SwiftUI

final class Clock: ObservableObject {
    @Published var minute = 0
}

let sharedClock = Clock()

struct MinuteLabel: View, Equatable {
    let caption: String
    @ObservedObject var clock: Clock
    @State private var taps = 0

    static func == (lhs: MinuteLabel, rhs: MinuteLabel) -> Bool {
        lhs.caption == rhs.caption
    }

    var body: some View {
        let _ = print("MinuteLabel body: \(caption) minute \(clock.minute) taps \(taps)")
        Button("Tap label \(taps)") { taps += 1 }
    }
}

struct ClockFace: View {
    let clock: Clock
    @State private var theme = 0

    var body: some View {
        let _ = print("ClockFace body: theme \(theme)")
        VStack {
            Button("Next theme") { theme += 1 }
            MinuteLabel(caption: "Now", clock: clock)
                .equatable()
        }
    }
}

:mount ClockFace(clock: sharedClock)
// expect: ClockFace body: theme 0
// expect: MinuteLabel body: Now minute 0 taps 0
:tap "Next theme"
// expect: ClockFace body: theme 1
:tap "Tap label 0"
// expect: MinuteLabel body: Now minute 0 taps 1
sharedClock.minute += 1
// expect: MinuteLabel body: Now minute 1 taps 1
:tap "Next theme"
// expect: ClockFace body: theme 2
