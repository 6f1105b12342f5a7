// "Passing a @Binding to a child and to a sheet": both write the parent's @State; presenting the sheet with `$flag` adds no parent dependency, so only reads of `level` re-run the parent (SEMANTICS §9 @Binding writes the source, §3 creating `$x` is not a read, §8 ".sheet(isPresented: $flag) (State) adds no dependency"; T4; Apple: sheet(isPresented:onDismiss:content:), DismissAction)
import SwiftUI

struct LevelControl: View {
    @Binding var level: Int

    var body: some View {
        Stepper("Level", value: $level, in: 0...10)
    }
}

struct LevelSheet: View {
    @Binding var level: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Stepper("Sheet level", value: $level, in: 0...10)
            Button("Done") { dismiss() }
        }
        .onAppear { print("sheet appeared at \(level)") }
    }
}

struct MixerView: View {
    @State private var level = 5
    @State private var showingSheet = false

    var body: some View {
        let _ = print("mixer shows \(level)")
        VStack {
            LevelControl(level: $level)
            Button("Edit in sheet") { showingSheet = true }
        }
        .sheet(isPresented: $showingSheet, onDismiss: { print("sheet dismissed at \(level)") }) {
            LevelSheet(level: $level)
        }
    }
}

:mount MixerView()
:step "Level" up
:tap "Edit in sheet"
:step "Sheet level" up
:tap "Done"
:step "Level" down

// expect: mixer shows 5
// expect: mixer shows 6
// expect: sheet appeared at 6
// expect: mixer shows 7
// expect: sheet dismissed at 7
// expect: mixer shows 6
