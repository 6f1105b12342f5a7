// Apple docs style: the DynamicProperty page: a property wrapper of our own holding a nested @State; update() runs before each body of its host, a change of the nested state re-runs the host, and a @State the body never reads re-runs nothing (rules §7.1, §7.2, §7.3, §3.5)
import SwiftUI

@propertyWrapper
struct TapTally: DynamicProperty {
    @State private var count = 0

    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }

    mutating func update() {
        print("TapTally.update: \(count)")
    }
}

struct Clicker: View {
    @TapTally private var clicks
    @State private var unread = false

    var body: some View {
        let _ = print("Clicker body: \(clicks)")
        VStack {
            Button("Click") { clicks += 1 }
            Button("Other") { unread.toggle() }
        }
    }
}

:mount Clicker()
// expect: TapTally.update: 0
// expect: Clicker body: 0
:tap "Click"
// expect: TapTally.update: 1
// expect: Clicker body: 1
:tap "Other"
:tap "Click"
// expect: TapTally.update: 2
// expect: Clicker body: 2
