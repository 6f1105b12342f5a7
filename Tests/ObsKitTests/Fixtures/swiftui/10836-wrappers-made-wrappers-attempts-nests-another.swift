// Blog style (wrappers made of wrappers): @Attempts nests another DynamicProperty, @Counter, which holds the @State; SwiftUI reflects the fields recursively, so the inner state still drives the view, and the inner update() runs before the outer one, both before the body (rules §7.1, §7.2, §7.3, §12.1, §12.2)
import SwiftUI

@propertyWrapper
struct Counter: DynamicProperty {
    @State private var value = 0

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = newValue }
    }

    func update() {
        print("Counter.update: \(value)")
    }
}

@propertyWrapper
struct Attempts: DynamicProperty {
    @Counter private var used: Int
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var wrappedValue: Int { limit - used }
    var projectedValue: Attempts { self }

    func spend() -> Bool {
        guard used < limit else { return false }
        used += 1
        return true
    }

    func update() {
        print("Attempts.update: \(used) of \(limit) used")
    }
}

struct PinPad: View {
    @Attempts(limit: 2) var remaining: Int

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("remaining \(remaining)")
        Button("Try PIN") {
            if $remaining.spend() {
                print("attempt made")
            } else {
                print("locked out")
            }
        }
    }
}

:mount PinPad()
// expect: Counter.update: 0
// expect: Attempts.update: 0 of 2 used
// expect: PinPad: @self, @identity, _remaining changed.
// expect: remaining 2
:tap "Try PIN"
// expect: attempt made
// expect: Counter.update: 1
// expect: Attempts.update: 1 of 2 used
// expect: PinPad: _remaining changed.
// expect: remaining 1
:tap "Try PIN"
// expect: attempt made
// expect: Counter.update: 2
// expect: Attempts.update: 2 of 2 used
// expect: PinPad: _remaining changed.
// expect: remaining 0
:tap "Try PIN"
// expect: locked out
