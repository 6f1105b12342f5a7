// Stack Overflow Q&A style — MISTAKE on purpose, as the asker wrote it: two Binding(get:set:) capture a snapshot of a struct @State, and each setter writes the whole snapshot back; a button that sets both in one action loses the first write (the second setter starts from the stale copy); the fix writes through $settings.volume and $settings.muted (rules §9.1, §3.4, §10.1, §15.1)
import SwiftUI

struct AudioSettings: Equatable {
    var volume = 3
    var muted = true
}

struct AudioPanel: View {
    @State private var settings = AudioSettings()

    var body: some View {
        let snapshot = settings
        let _ = print("AudioPanel body: volume=\(snapshot.volume) muted=\(snapshot.muted)")
        // the asker's code: each binding writes back a copy taken when the body ran
        let volume = Binding<Int>(
            get: { snapshot.volume },
            set: { var s = snapshot; s.volume = $0; settings = s }
        )
        let muted = Binding<Bool>(
            get: { snapshot.muted },
            set: { var s = snapshot; s.muted = $0; settings = s }
        )
        VStack {
            Toggle("Muted", isOn: muted)
            Button("Reset (stale)") {
                volume.wrappedValue = 5
                muted.wrappedValue = false
            }
            Button("Reset (fixed)") {
                $settings.volume.wrappedValue = 5
                $settings.muted.wrappedValue = false
            }
        }
    }
}

:mount AudioPanel()
// expect: AudioPanel body: volume=3 muted=true
:tap "Reset (stale)"
// expect: AudioPanel body: volume=3 muted=false
:toggle "Muted"
// expect: AudioPanel body: volume=3 muted=true
:tap "Reset (fixed)"
// expect: AudioPanel body: volume=5 muted=false
