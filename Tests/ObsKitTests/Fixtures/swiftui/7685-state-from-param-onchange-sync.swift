// Style: Stack Overflow answer. Forum question: "How do I keep a local @State in sync with a value the parent passes, without losing local edits?"
// SwiftUI: the @State is installed once from the first value (rules §3.2); a new parameter makes the child differ, so its body runs (rules §2.7),
// and `onChange(of:)` sees the new value after that update and may copy it into the state (Apple `view/onchange(of:initial:_:)`);
// that write re-runs the child's body (rules §3.4, §10.1). Local edits in between are kept until the next parent change.
import SwiftUI

struct BrightnessControl: View {
    let systemLevel: Int
    @State private var level: Int

    init(systemLevel: Int) {
        self.systemLevel = systemLevel
        _level = State(initialValue: systemLevel)
    }

    var body: some View {
        let _ = print("control body: system \(systemLevel), local \(level)")
        Button("Dim") { level -= 1 }
            .onChange(of: systemLevel) { _, newLevel in
                print("sync local to \(newLevel)")
                level = newLevel
            }
    }
}

struct DisplayScreen: View {
    @State private var system = 5

    var body: some View {
        VStack {
            Button("System brighter") { system += 1 }
            BrightnessControl(systemLevel: system)
        }
    }
}

:mount DisplayScreen()
// expect: control body: system 5, local 5
:tap "Dim"
// expect: control body: system 5, local 4
:tap "Dim"
// expect: control body: system 5, local 3
:tap "System brighter"
// expect: control body: system 6, local 3
// expect: sync local to 6
// expect: control body: system 6, local 6
