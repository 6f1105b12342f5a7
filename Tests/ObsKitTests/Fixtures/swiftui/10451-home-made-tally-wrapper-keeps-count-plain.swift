// environment and custom wrappers style: a home-made tally wrapper that keeps its count in a plain class instance instead of @State; taps change the instance but nothing re-renders (no box watches it), and the next parent render builds a new view value with a new instance, so the count is lost and the badge shows 0 again (rules §7.1, §2.3, §2.6)
// pitfall (on purpose): the wrapper's storage is a plain stored property, not @State; the count never reaches the screen and is lost on every re-creation
import SwiftUI

final class TallyBox {
    var value = 0
}

@propertyWrapper
struct LeakyTally: DynamicProperty {
    private let box = TallyBox()

    init() {}

    var wrappedValue: Int {
        get { box.value }
        nonmutating set {
            box.value = newValue
            print("LeakyTally set to \(newValue)")
        }
    }
}

struct TapBadge: View {
    @LeakyTally private var taps

    var body: some View {
        let _ = print("TapBadge body: \(taps)")
        Button("Tap badge") { taps += 1 }
    }
}

struct BadgeScreen: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("BadgeScreen body: \(refreshes)")
        VStack {
            Text("Refreshes \(refreshes)")
            TapBadge()
            Button("Refresh") { refreshes += 1 }
        }
    }
}

:mount BadgeScreen()
// expect: BadgeScreen body: 0
// expect: TapBadge body: 0
:tap "Tap badge"
// expect: LeakyTally set to 1
:tap "Tap badge"
// expect: LeakyTally set to 2
:tap "Refresh"
// expect: BadgeScreen body: 1
// expect: TapBadge body: 0
:tap "Tap badge"
// expect: LeakyTally set to 1
