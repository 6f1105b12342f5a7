// SwiftUI from Apple's documentation: DynamicProperty update() — https://developer.apple.com/documentation/swiftui/dynamicproperty/update() (SwiftUI calls update() before rendering the view's body, so the view has the most recent value)
import SwiftUI

final class Log {
    var bodyRuns = 0
    var sawUpdate = false
}

let log = Log()

@propertyWrapper
struct Stamped: DynamicProperty {
    var wrappedValue: String = "stale"

    mutating func update() {
        wrappedValue = "fresh"
        if !log.sawUpdate {
            log.sawUpdate = true
            print("update() ran; bodies so far: \(log.bodyRuns)")
        }
    }
}

struct StampView: View {
    @Stamped private var stamp

    var body: some View {
        log.bodyRuns += 1
        if log.bodyRuns == 1 {
            print("first body sees \(stamp)")
        }
        return Text(stamp)
    }
}

:mount StampView()
// expect: update() ran; bodies so far: 0
// expect: first body sees fresh
