// Chris Eidhof "Binding with get/set" style: a child given $music compares equal while the value is, but a child given Binding(get:set:) made in the parent's body differs at every parent render, and making that binding reads `voice` in the parent's body, so a change of voice re-runs the parent too (rules §2.5, §9.1, §3.5, §9.3)
// corrected: after "Music up" the Music child's stored $music still carries the 3 it captured at the last parent render, so the next parent render hands it a $music carrying 4, which differs (rules §2.5, ObsREPL's choice: two $state bindings are equal when the values they captured are equal); Music's body runs again too. First-sight expectation left it out.
import SwiftUI

struct VolumeControl: View {
    @Binding var level: Int
    let name: String

    var body: some View {
        let _ = print("\(name) body: \(level)")
        Button("\(name) up") { level += 1 }
    }
}

struct Mixer: View {
    @State private var music = 3
    @State private var voice = 5
    @State private var redraws = 0

    var body: some View {
        let _ = print("Mixer body: redraws \(redraws)")
        VStack {
            VolumeControl(level: $music, name: "Music")
            VolumeControl(level: Binding(get: { voice }, set: { voice = $0 }), name: "Voice")
            Button("Redraw") { redraws += 1 }
        }
    }
}

:mount Mixer()
// expect: Mixer body: redraws 0
// expect: Music body: 3
// expect: Voice body: 5
:tap "Redraw"
// expect: Mixer body: redraws 1
// expect: Voice body: 5
:tap "Music up"
// expect: Music body: 4
:tap "Voice up"
// expect: Mixer body: redraws 1
// expect: Music body: 4
// expect: Voice body: 6
