// A custom `DynamicProperty` property wrapper, `@TapTally`, that keeps its count in a nested `@State`, exposes a
// Binding as its projected value, and logs in `update()`, as posts on DynamicProperty write their first example.
// What SwiftUI does: the nested `@State` gets a box in the host's node (rules §7.1), so writing it through the
// wrapper invalidates the host (rules §7.3). `update()` runs before every body of the host, after the nested
// properties were refreshed (rules §7.2), so each body run is preceded by its log line with the new count.
// `_printChanges` names the host's field, `_taps` (rules §7.3, ObsREPL's choice), and on the first run lists it with
// `@self, @identity` (rules §12.2). A Stepper on `$taps` writes through the projected Binding.
// Sources: rules §7.1, §7.2, §7.3, §12.1, §12.2; https://developer.apple.com/documentation/swiftui/dynamicproperty
// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
import SwiftUI

@propertyWrapper
struct TapTally: DynamicProperty {
    @State private var count = 0

    init() {}

    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }

    var projectedValue: Binding<Int> { $count }

    func update() {
        print("TapTally update: \(count)")
    }
}

struct TallyButton: View {
    @TapTally private var taps: Int

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("TallyButton body: \(taps)")
        VStack {
            Button("Tap") { taps += 1 }
            Stepper("Taps", value: $taps)
        }
    }
}

:mount TallyButton()
// expect: TapTally update: 0
// expect: TallyButton: @self, @identity, _taps changed.
// expect: TallyButton body: 0
:tap "Tap"
// expect: TapTally update: 1
// expect: TallyButton: _taps changed.
// expect: TallyButton body: 1
:step "Taps" up
// expect: TapTally update: 2
// expect: TallyButton: _taps changed.
// expect: TallyButton body: 2
