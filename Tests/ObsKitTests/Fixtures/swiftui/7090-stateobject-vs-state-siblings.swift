// The comparison the migration articles draw between `@StateObject private var clock = LegacyClock()` and
// `@State private var clock = ModernClock()`: two sibling cards, each owning its clock, under a parent that redraws.
// What SwiftUI does: @StateObject keeps an autoclosure and runs it once, right before the card's first body
// (rules §4.1, §4.2, §4.3); its closure captures nothing, so the card compares equal on a redraw and its body does
// not run (rules §2.5). @State takes its initial value eagerly: the modern clock is made while the parent's body
// builds the card, so at mount it is made before the legacy one (rules §3.1, §2.6), and again at every redraw, each
// extra one a throwaway (rules §3.3) that makes the card differ and run (rules §2.5). Both keep their first clock's
// count (rules §3.2, §4.3).
// Sources: rules §2.5, §2.6, §3.1, §3.2, §3.3, §4.1, §4.2, §4.3;
// https://developer.apple.com/documentation/swiftui/stateobject
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

final class LegacyClock: ObservableObject {
    @Published var ticks = 0

    init() {
        print("LegacyClock init")
    }
}

@Observable
final class ModernClock {
    var ticks = 0

    init() {
        print("ModernClock init")
    }

    deinit {
        print("ModernClock deinit")
    }
}

struct LegacyCard: View {
    @StateObject private var clock = LegacyClock()

    var body: some View {
        let _ = print("LegacyCard body: \(clock.ticks)")
        Button("Legacy tick") {
            clock.ticks += 1
        }
    }
}

struct ModernCard: View {
    @State private var clock = ModernClock()

    var body: some View {
        let _ = print("ModernCard body: \(clock.ticks)")
        Button("Modern tick") {
            clock.ticks += 1
        }
    }
}

struct ClockBoard: View {
    @State private var redraws = 0

    var body: some View {
        let _ = print("ClockBoard body: \(redraws)")
        VStack {
            LegacyCard()
            ModernCard()
            Button("Redraw") {
                redraws += 1
            }
        }
    }
}

:mount ClockBoard()
// expect: ClockBoard body: 0
// expect: ModernClock init
// expect: LegacyClock init
// expect: LegacyCard body: 0
// expect: ModernCard body: 0
:tap "Legacy tick"
// expect: LegacyCard body: 1
:tap "Modern tick"
// expect: ModernCard body: 1
:tap "Redraw"
// expect: ClockBoard body: 1
// expect: ModernClock init
// expect: ModernCard body: 1
:tap "Redraw"
// expect: ClockBoard body: 2
// expect: ModernClock init
// expect: ModernClock deinit
// expect: ModernCard body: 1
