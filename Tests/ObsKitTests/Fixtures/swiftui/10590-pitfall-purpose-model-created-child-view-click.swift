// everyday app screens style: PITFALL ON PURPOSE, a model created in a child view: a click counter card declares `@ObservedObject var counter = ClickCounter()` under a screen that ticks every second, so each tick makes a new counter (before the old one deinits) and the clicks reset; the fixed card uses @StateObject and keeps its counter across ticks (rules §5.3, §4.3, §15.15)
import SwiftUI

final class ClickCounter: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var clicks = 0

    init() {
        ClickCounter.made += 1
        serial = ClickCounter.made
        print("ClickCounter #\(serial) init")
    }
    deinit { print("ClickCounter #\(serial) deinit") }
}

struct ClickCard: View {
    @ObservedObject var counter = ClickCounter()

    var body: some View {
        let _ = print("ClickCard body: #\(counter.serial) clicks=\(counter.clicks)")
        Button("Click") { counter.clicks += 1 }
    }
}

struct ClockScreen: View {
    @State private var elapsed = 0
    private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("ClockScreen body: \(elapsed)s")
        VStack {
            Text("\(elapsed)s")
            ClickCard()
        }
        .onReceive(clock) { _ in elapsed += 1 }
    }
}

struct OwnedClickCard: View {
    @StateObject private var counter = ClickCounter()

    var body: some View {
        let _ = print("OwnedClickCard body: #\(counter.serial) clicks=\(counter.clicks)")
        Button("Click") { counter.clicks += 1 }
    }
}

struct FixedClockScreen: View {
    @State private var elapsed = 0
    private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("FixedClockScreen body: \(elapsed)s")
        VStack {
            Text("\(elapsed)s")
            OwnedClickCard()
        }
        .onReceive(clock) { _ in elapsed += 1 }
    }
}

:mount ClockScreen()
// expect: ClockScreen body: 0s
// expect: ClickCounter #1 init
// expect: ClickCard body: #1 clicks=0
:tap "Click"
// expect: ClickCard body: #1 clicks=1
:tap "Click"
// expect: ClickCard body: #1 clicks=2
:advance 1s
// expect: ClockScreen body: 1s
// expect: ClickCounter #2 init
// expect: ClickCounter #1 deinit
// expect: ClickCard body: #2 clicks=0
:unmount
// expect: ClickCounter #2 deinit
:mount FixedClockScreen()
// expect: FixedClockScreen body: 0s
// expect: ClickCounter #3 init
// expect: OwnedClickCard body: #3 clicks=0
:tap "Click"
// expect: OwnedClickCard body: #3 clicks=1
:advance 1s
// expect: FixedClockScreen body: 1s
:advance 1s
// expect: FixedClockScreen body: 2s
:unmount
// expect: ClickCounter #3 deinit
