// Blog style (the forgotten conformance): a wrapper that holds @State but is not a DynamicProperty is never installed, so its setter does nothing and the view never updates, while the same wrapper declared DynamicProperty works (rules §7.1, §3.6, §3.4, §12.2)
import SwiftUI

// Mistake: no DynamicProperty conformance, so SwiftUI never looks inside.
@propertyWrapper
struct LooseCounter {
    @State private var value = 0

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = newValue }
    }
}

// Fix: the same wrapper, declared as a DynamicProperty.
@propertyWrapper
struct BoundCounter: DynamicProperty {
    @State private var value = 0

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = newValue }
    }
}

struct ContentView: View {
    @LooseCounter var loose: Int
    @BoundCounter var bound: Int

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("body: loose = \(loose), bound = \(bound)")
        VStack {
            Button("Loose +1") {
                loose += 1
                print("loose after tap: \(loose)")
            }
            Button("Bound +1") {
                bound += 1
                print("bound after tap: \(bound)")
            }
        }
    }
}

:mount ContentView()
// expect: ContentView: @self, @identity, _bound changed.
// expect: body: loose = 0, bound = 0
:tap "Loose +1"
// expect: loose after tap: 0
:tap "Bound +1"
// expect: bound after tap: 1
// expect: ContentView: _bound changed.
// expect: body: loose = 0, bound = 1
:tap "Loose +1"
// expect: loose after tap: 0
:tap "Bound +1"
// expect: bound after tap: 2
// expect: ContentView: _bound changed.
// expect: body: loose = 0, bound = 2
