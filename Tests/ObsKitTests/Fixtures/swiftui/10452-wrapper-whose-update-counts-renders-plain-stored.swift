// environment and custom wrappers style: a wrapper whose update() counts renders in a plain stored var; update() runs before every body but mutates a scratch copy of the view value, so each body sees 1 and the count never grows (rules §7.2)
// pitfall (on purpose): state kept in a plain var of a DynamicProperty and written in update() is lost after each body run
import SwiftUI

@propertyWrapper
struct RenderStamp: DynamicProperty {
    private var stamp = 0

    init() {}

    var wrappedValue: Int { stamp }

    mutating func update() {
        stamp += 1
        print("RenderStamp.update: stamp \(stamp)")
    }
}

struct StampedView: View {
    @RenderStamp private var stamp
    @State private var taps = 0

    var body: some View {
        let _ = print("StampedView body: taps \(taps), stamp \(stamp)")
        Button("Tap") { taps += 1 }
    }
}

:mount StampedView()
// expect: RenderStamp.update: stamp 1
// expect: StampedView body: taps 0, stamp 1
:tap "Tap"
// expect: RenderStamp.update: stamp 1
// expect: StampedView body: taps 1, stamp 1
:tap "Tap"
// expect: RenderStamp.update: stamp 1
// expect: StampedView body: taps 2, stamp 1
