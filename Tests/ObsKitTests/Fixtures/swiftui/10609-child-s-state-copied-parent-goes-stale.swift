// Swift Forums style: "a child's @State copied from the parent goes stale" (pitfall part: the child keeps its own @State copy made from a parameter, so the parent's reset does not reach it; fix part: the parent keeps the one value and hands down a @Binding, so the reset shows and only the readers run) (rules §3.2, §2.5, §9.3, §3.5)
import SwiftUI

struct VolumeCopy: View {
    @State private var level: Int

    init(level: Int) {
        _level = State(initialValue: level)
    }

    var body: some View {
        let _ = print("VolumeCopy body: \(level)")
        Button("Louder copy") { level += 1 }
    }
}

struct VolumeBound: View {
    @Binding var level: Int

    var body: some View {
        let _ = print("VolumeBound body: \(level)")
        Button("Louder bound") { level += 1 }
    }
}

struct MixerPitfall: View {
    @State private var level = 3

    var body: some View {
        let _ = print("MixerPitfall body: \(level)")
        VStack {
            Button("Reset pitfall") { level = 0 }
            VolumeCopy(level: level)
        }
    }
}

struct MixerFixed: View {
    @State private var level = 3

    var body: some View {
        let _ = print("MixerFixed body")
        VStack {
            Button("Reset fixed") { level = 0 }
            VolumeBound(level: $level)
        }
    }
}

// --- pitfall part
:mount MixerPitfall()
// expect: MixerPitfall body: 3
// expect: VolumeCopy body: 3
:tap "Louder copy"
// expect: VolumeCopy body: 4
:tap "Reset pitfall"
// expect: MixerPitfall body: 0
// expect: VolumeCopy body: 4
// --- fix part: MixerFixed never reads level, so only the child runs
:mount MixerFixed()
// expect: MixerFixed body
// expect: VolumeBound body: 3
:tap "Louder bound"
// expect: VolumeBound body: 4
:tap "Reset fixed"
// expect: VolumeBound body: 0
:tap "Reset fixed"
