// WWDC23 "Discover Observation in SwiftUI" style: a view owns an @Observable draft with @State; each parent render builds the child again, so the draft's init runs again but only the first one is kept.
// @State's initial expression runs at every init of the view struct (Apple `state` asks for no side effects there;
// rules §3.1, T6); storage is made once, from the first value, and later values are ignored (rules §3.2). Each
// parent render makes a throwaway DonutDraft that only the new view value holds; the next render replaces that
// value and the throwaway deinits, while the installed one lives on (rules §3.3). The child's sprinkles survive:
// the :tap lines find the button by its count. The child's own body isn't printed: whether the new value (a new
// object in its State) makes it run is rules §2.5, not needed here.
import SwiftUI

@Observable
final class DonutDraft {
    var sprinkles = 0
    init() { print("DonutDraft init") }
    deinit { print("DonutDraft deinit") }
}

struct DonutBuilder: View {
    @State private var draft = DonutDraft()

    var body: some View {
        Button("Sprinkles \(draft.sprinkles)") {
            draft.sprinkles += 1
        }
    }
}

struct Kitchen: View {
    @State private var orders = 0

    var body: some View {
        let _ = print("Kitchen body, orders \(orders)")
        VStack {
            Button("New Order") { orders += 1 }
            DonutBuilder()
        }
    }
}

:mount Kitchen()
// expect: Kitchen body, orders 0
// expect: DonutDraft init
:tap "Sprinkles 0"
:tap "New Order"
// expect: Kitchen body, orders 1
// expect: DonutDraft init
:tap "Sprinkles 1"
:tap "New Order"
// expect: Kitchen body, orders 2
// expect: DonutDraft init
// expect: DonutDraft deinit
:tap "Sprinkles 2"
:tap "New Order"
// expect: Kitchen body, orders 3
// expect: DonutDraft init
// expect: DonutDraft deinit
:tap "Sprinkles 3"
