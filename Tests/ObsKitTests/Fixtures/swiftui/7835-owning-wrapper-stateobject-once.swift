// Custom DynamicProperty: an owning wrapper, @StateObject inside (like objc.io's "a StateObject of your own")
// The nested @StateObject gets a box per node (rules §7.1): its closure runs right before the first body and never
// again (rules §4.2, §4.3), and the box subscribes to objectWillChange (rules §4.4), so a change re-runs the host.
// `= Clock()` captures nothing, so the rebuilt child compares equal and its body is skipped (rules §2.5, §2.7).
import SwiftUI

final class Clock: ObservableObject {
    @Published var ticks = 0
    init() { print("Clock init") }
    deinit { print("Clock deinit") }
}

@propertyWrapper
struct OwnedClock: DynamicProperty {
    @StateObject private var clock = Clock()

    init() {}

    var wrappedValue: Clock { clock }
}

struct TickView: View {
    @OwnedClock var clock

    var body: some View {
        let _ = print("TickView body: \(clock.ticks)")
        Button("Tick \(clock.ticks)") { clock.ticks += 1 }
    }
}

struct Screen: View {
    @State private var title = "A"

    var body: some View {
        let _ = print("Screen body: \(title)")
        VStack {
            Text(title)
            Button("Rename") { title += "A" }
            TickView()
        }
    }
}

:mount Screen()
// expect: Screen body: A
// expect: Clock init
// expect: TickView body: 0
:tap "Tick 0"
// expect: TickView body: 1
:tap "Rename"
// expect: Screen body: AA
:tap "Tick 1"
// expect: TickView body: 2
:unmount
// expect: Clock deinit
