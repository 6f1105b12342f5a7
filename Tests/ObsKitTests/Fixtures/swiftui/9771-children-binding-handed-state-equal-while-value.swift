// Swift with Majid style (bindings): two children with @Binding, one handed $state (equal while its value is), one handed Binding(get:set:) made in the body (never equal); a change the parent never read runs only the child that read it (rules §2.5, §9.1, §9.3, §3.5)
// corrected: the parent's next render hands Music a $music carrying 6 while the value it last handed carried 5 (Music ran since only from its own binding), so Music's body runs once more then (rules §2.5, ObsREPL's choice: two $state bindings are equal when the values they captured are); my first expectation skipped it
import SwiftUI

struct VolumeControl: View {
    let name: String
    @Binding var level: Int

    var body: some View {
        let _ = print("\(name) body: \(level)")
        Stepper("\(name) \(level)", value: $level, in: 0...10)
    }
}

struct MixerScreen: View {
    @State private var music = 5
    @State private var effects = 3
    @State private var muted = false

    var body: some View {
        let _ = print("MixerScreen body: muted \(muted)")
        Form {
            Toggle("Mute effects", isOn: $muted)
            VolumeControl(name: "Music", level: $music)
            VolumeControl(
                name: "Effects",
                level: Binding(
                    get: { muted ? 0 : effects },
                    set: { effects = $0 }
                )
            )
        }
    }
}

:mount MixerScreen()
// expect: MixerScreen body: muted false
// expect: Music body: 5
// expect: Effects body: 3
:step "Music 5" up
// expect: Music body: 6
:step "Effects 3" up
// expect: MixerScreen body: muted false
// expect: Music body: 6
// expect: Effects body: 4
:toggle "Mute effects"
// expect: MixerScreen body: muted true
// expect: Effects body: 0
:step "Music 6" down
// expect: Music body: 5
