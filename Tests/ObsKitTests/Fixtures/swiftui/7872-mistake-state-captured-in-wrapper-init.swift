// Custom DynamicProperty: the mistake of capturing the wrapper (and its @State) in a handler made in its init
// The handler holds a copy made before SwiftUI installed the state: its writes go nowhere and it reads the initial
// value, with the "Accessing State's value outside of being installed" warning on standard error (rules §3.6, T17).
// A call through the installed value, from the body's own action, writes the state and re-runs the host (§3.4, §7.3).
import SwiftUI

final class Relay {
    var handler: (() -> Void)?

    func fire() {
        handler?()
    }
}

let relay = Relay()

@propertyWrapper
struct PingCount: DynamicProperty {
    @State private var count = 0

    init() {
        let copy = self
        relay.handler = { copy.bump() }
    }

    var wrappedValue: Int { count }

    func bump() {
        count += 1
        print("bump: count reads \(count)")
    }
}

struct PingView: View {
    @PingCount var pings

    var body: some View {
        let _ = print("PingView body: \(pings)")
        VStack {
            Button("Ping via relay") { relay.fire() }
            Button("Ping directly") { _pings.bump() }
        }
    }
}

:mount PingView()
// expect: PingView body: 0
:tap "Ping via relay"
// expect: bump: count reads 0
:tap "Ping via relay"
// expect: bump: count reads 0
:tap "Ping directly"
// expect: bump: count reads 1
// expect: PingView body: 1
