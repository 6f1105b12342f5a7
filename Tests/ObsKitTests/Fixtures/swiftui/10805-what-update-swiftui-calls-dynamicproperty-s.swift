// Blog style (what update() is for): SwiftUI calls a DynamicProperty's update() before every body of its view, on a scratch copy, so a count kept in a plain stored field starts over each time while one kept in a class held by a nested @State goes on (rules §7.2, §7.1, §3.2, §3.7)
import SwiftUI

@propertyWrapper
struct UpdateCounter: DynamicProperty {
    let name: String
    private var count = 0

    init(_ name: String) {
        self.name = name
    }

    var wrappedValue: Int { count }

    mutating func update() {
        count += 1
        print("\(name) update: \(count)")
    }
}

final class Tally {
    var value = 0
}

@propertyWrapper
struct KeptUpdateCounter: DynamicProperty {
    @State private var tally = Tally()

    var wrappedValue: Int { tally.value }

    func update() {
        tally.value += 1
        print("kept update: \(tally.value)")
    }
}

struct ClickView: View {
    @State private var clicks = 0
    @UpdateCounter("scratch") var scratch: Int
    @KeptUpdateCounter var kept: Int

    var body: some View {
        let _ = print("body: clicks = \(clicks), scratch = \(scratch), kept = \(kept)")
        Button("Click") {
            clicks += 1
        }
    }
}

:mount ClickView()
// expect: scratch update: 1
// expect: kept update: 1
// expect: body: clicks = 0, scratch = 1, kept = 1
:tap "Click"
// expect: scratch update: 1
// expect: kept update: 2
// expect: body: clicks = 1, scratch = 1, kept = 2
:tap "Click"
// expect: scratch update: 1
// expect: kept update: 3
// expect: body: clicks = 2, scratch = 1, kept = 3
