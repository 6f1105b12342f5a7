// Sarunw style: @StateObject vs @ObservedObject when the parent re-renders: two identical counters, one owning its model with @StateObject, one making it with @ObservedObject
// PITFALL (on purpose): the @ObservedObject counter's model is made in the parent's body, so each parent render makes a new one (new init before the old deinit) and its count starts over; the @StateObject model is made once, right before its view's first body (rules §4.1, §4.2, §4.3, §5.3, §2.5)
import SwiftUI

final class TapModel: ObservableObject {
    static var made = 0
    let serial: Int
    let owner: String
    @Published var taps = 0

    init(owner: String) {
        TapModel.made += 1
        serial = TapModel.made
        self.owner = owner
        print("TapModel \(serial) init (\(owner))")
    }

    deinit { print("TapModel \(serial) deinit (\(owner))") }
}

struct OwnedCounter: View {
    @StateObject private var model = TapModel(owner: "owned")

    var body: some View {
        let _ = print("OwnedCounter body: model \(model.serial), taps \(model.taps)")
        Button("Owned \(model.taps)") { model.taps += 1 }
    }
}

struct BorrowedCounter: View {
    @ObservedObject var model = TapModel(owner: "borrowed")

    var body: some View {
        let _ = print("BorrowedCounter body: model \(model.serial), taps \(model.taps)")
        Button("Borrowed \(model.taps)") { model.taps += 1 }
    }
}

struct CounterHost: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("CounterHost body: \(refreshes)")
        VStack {
            Button("Refresh \(refreshes)") { refreshes += 1 }
            OwnedCounter()
            BorrowedCounter()
        }
    }
}

:mount CounterHost()
// expect: CounterHost body: 0
// expect: TapModel 1 init (borrowed)
// expect: TapModel 2 init (owned)
// expect: OwnedCounter body: model 2, taps 0
// expect: BorrowedCounter body: model 1, taps 0
:tap "Owned 0"
// expect: OwnedCounter body: model 2, taps 1
:tap "Borrowed 0"
// expect: BorrowedCounter body: model 1, taps 1
:tap "Refresh 0"
// expect: CounterHost body: 1
// expect: TapModel 3 init (borrowed)
// expect: TapModel 1 deinit (borrowed)
// expect: BorrowedCounter body: model 3, taps 0
:tap "Owned 1"
// expect: OwnedCounter body: model 2, taps 2
