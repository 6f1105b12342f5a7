// @StateObject against @ObservedObject with a default value, side by side under a parent that re-renders: the
// question asked on Stack Overflow every week ("why does my counter reset?").
// What SwiftUI does (Apple, StateObject: https://developer.apple.com/documentation/swiftui/stateobject;
// ObservedObject: https://developer.apple.com/documentation/swiftui/observedobject):
// - @StateObject keeps its closure and runs it once, right before the child's first body (rules §4.1-§4.3). Its
//   closure captures nothing, so the child's value stays equal and its body is skipped when the parent re-renders
//   (rules §2.5).
// - `@ObservedObject var model = CounterModel(...)` makes a model at every init, i.e. in every parent body; the new
//   one is made before the old one deinits, and the child's count is back to 0 (rules §5.3).
import SwiftUI
import Combine

final class CounterModel: ObservableObject {
    let label: String
    @Published var value = 0

    init(label: String) {
        self.label = label
        print("CounterModel(\(label)) init")
    }

    deinit {
        print("CounterModel(\(label)) deinit")
    }
}

struct OwnedCounter: View {
    @StateObject private var model = CounterModel(label: "owned")

    var body: some View {
        let _ = print("OwnedCounter body, value \(model.value)")
        Button("Owned +1") { model.value += 1 }
    }
}

struct BorrowedCounter: View {
    @ObservedObject var model = CounterModel(label: "borrowed")

    var body: some View {
        let _ = print("BorrowedCounter body, value \(model.value)")
        Button("Borrowed +1") { model.value += 1 }
    }
}

struct CountersScreen: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("CountersScreen body, refreshes \(refreshes)")
        VStack {
            OwnedCounter()
            BorrowedCounter()
            Button("Refresh parent") { refreshes += 1 }
        }
    }
}

:mount CountersScreen()
// expect: CountersScreen body, refreshes 0
// expect: CounterModel(borrowed) init
// expect: CounterModel(owned) init
// expect: OwnedCounter body, value 0
// expect: BorrowedCounter body, value 0
:tap "Owned +1"
// expect: OwnedCounter body, value 1
:tap "Borrowed +1"
// expect: BorrowedCounter body, value 1
:tap "Borrowed +1"
// expect: BorrowedCounter body, value 2
:tap "Refresh parent"
// expect: CountersScreen body, refreshes 1
// expect: CounterModel(borrowed) init
// expect: CounterModel(borrowed) deinit
// expect: BorrowedCounter body, value 0
:tap "Owned +1"
// expect: OwnedCounter body, value 2
