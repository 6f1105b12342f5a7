// SwiftUI from Apple's documentation: Combine, Publisher.assign(to:) (the Timer example)
// Source: developer.apple.com/documentation/combine/publisher/assign(to:): the example model
// sets `@Published var lastUpdated: Date = Date()` and in init runs
// Timer.publish(every: 1.0, on: .main, in: .common).autoconnect().assign(to: &$lastUpdated).
// ObsREPL's README: Date() is the virtual clock (starts 3 March 2025, 09:41:00 UTC) and
// `:advance` moves it; timers fire on it.
import Combine
import Foundation

class MyModel: ObservableObject {
    @Published var lastUpdated: Date = Date()
    init() {
        Timer.publish(every: 1.0, on: .main, in: .common)
            .autoconnect()
            .assign(to: &$lastUpdated)
    }
}

let model = MyModel()
var updates = 0
let watch = model.objectWillChange.sink { _ in updates += 1 }
print("start \(model.lastUpdated)")
:advance 3500ms
print("now \(model.lastUpdated), updates \(updates)")
_ = watch

// expect: start 2025-03-03 09:41:00 +0000
// expect: now 2025-03-03 09:41:03 +0000, updates 3
