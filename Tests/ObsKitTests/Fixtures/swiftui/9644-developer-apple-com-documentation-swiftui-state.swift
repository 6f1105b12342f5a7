// Apple, "State" (Store observable objects), https://developer.apple.com/documentation/swiftui/state — @State private var model = CounterModel() with an @Observable class in a child: each parent render runs the child's init and makes a throwaway model; the installed one keeps its count
// Apple's State page: the initial value of @State is evaluated at every init of the view, though SwiftUI installs
// only the first (rules §3.1-§3.3). The throwaway lives as long as the view value that made it, so it deinits at
// the next parent render; the child's value differs each time (its State's initial object is new, §2.5), so
// its body runs too and shows the installed model's count.
import SwiftUI

@Observable
final class CounterModel {
    static var made = 0
    let serial: Int
    var count = 0

    init() {
        CounterModel.made += 1
        serial = CounterModel.made
        print("CounterModel \(serial) init")
    }
    deinit { print("CounterModel \(serial) deinit") }
}

struct CounterCard: View {
    @State private var model = CounterModel()

    var body: some View {
        let _ = print("CounterCard body, model \(model.serial) count \(model.count)")
        Button("Count \(model.count)") { model.count += 1 }
    }
}

struct Dashboard: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("Dashboard body \(refreshes)")
        VStack {
            Button("Refresh \(refreshes)") { refreshes += 1 }
            CounterCard()
        }
    }
}

:mount Dashboard()
// expect: Dashboard body 0
// expect: CounterModel 1 init
// expect: CounterCard body, model 1 count 0
:tap "Count 0"
// expect: CounterCard body, model 1 count 1
:tap "Refresh 0"
// expect: Dashboard body 1
// expect: CounterModel 2 init
// expect: CounterCard body, model 1 count 1
:tap "Refresh 1"
// expect: Dashboard body 2
// expect: CounterModel 3 init
// expect: CounterModel 2 deinit
// expect: CounterCard body, model 1 count 1
:tap "Count 1"
// expect: CounterCard body, model 1 count 2
