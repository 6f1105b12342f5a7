// Hacking with Swift, "Why @State only works with structs", https://www.hackingwithswift.com/books/ios-swiftui/why-state-only-works-with-structs — ON PURPOSE: an ObservableObject kept in @State: its @Published changes update nothing, because @State sees a change only when another reference is assigned
// @State of a class that is not @Observable notices only a new reference (rules §3.7); @State subscribes to no
// objectWillChange (that is @StateObject's job, §4.4). The taps change the count but the body never runs; assigning
// a new counter does run it. The first counter is still kept by the mounted view value, whose State holds its
// initial object (§2.5), so it does not deinit.
import SwiftUI

final class LegacyCounter: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var value = 0

    init() {
        LegacyCounter.made += 1
        serial = LegacyCounter.made
        print("LegacyCounter \(serial) init")
    }
    deinit { print("LegacyCounter \(serial) deinit") }
}

struct StuckCounter: View {
    @State private var counter = LegacyCounter()

    var body: some View {
        let _ = print("StuckCounter body, counter \(counter.serial) value \(counter.value)")
        VStack {
            Text("Value: \(counter.value)")
            Button("Add") { counter.value += 1 }
            Button("Print") { print("counter \(counter.serial) holds \(counter.value)") }
            Button("Replace") { counter = LegacyCounter() }
        }
    }
}

:mount StuckCounter()
// expect: LegacyCounter 1 init
// expect: StuckCounter body, counter 1 value 0
:tap "Add"
:tap "Add"
:tap "Print"
// expect: counter 1 holds 2
:tap "Replace"
// expect: LegacyCounter 2 init
// expect: StuckCounter body, counter 2 value 0
:tap "Add"
:tap "Print"
// expect: counter 2 holds 1
