// Swift with Majid-style "@Bindable and redraws": a volume editor binds a Stepper to `$settings.volume`; a press runs the editor and the volume readout, not the balance readout nor the owner
// What SwiftUI does: `@Bindable` is not a dynamic property (rules §8.5), so the editor's first run prints
// `@self changed.` (rules §12.2, ObsREPL's choice). Making `$settings.volume` reads `volume` once, so the
// editor depends on it (rules §8.5); the Stepper writes through the binding (rules §9.2). The readout that
// reads `volume` runs too; the one that reads `balance` and the owner, which reads nothing, don't (rules §8.3).
// Both print `@dependencies`, in tree order (rules §2.8, §12.1).
// Sources: rules §2.8, §8.3, §8.5, §9.2, §12.1, §12.2; Apple "Bindable".
import SwiftUI
import Observation

@Observable
final class AudioSettings {
    var volume = 5
    var balance = 0
}

struct VolumeEditor: View {
    @Bindable var settings: AudioSettings

    var body: some View {
        let _ = Self._printChanges()
        Stepper("Volume", value: $settings.volume, in: 0...10)
    }
}

struct VolumeReadout: View {
    let settings: AudioSettings

    var body: some View {
        let _ = Self._printChanges()
        Text("Volume \(settings.volume)")
    }
}

struct BalanceReadout: View {
    let settings: AudioSettings

    var body: some View {
        let _ = Self._printChanges()
        Text("Balance \(settings.balance)")
    }
}

struct AudioScreen: View {
    @State private var settings = AudioSettings()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            VolumeEditor(settings: settings)
            VolumeReadout(settings: settings)
            BalanceReadout(settings: settings)
        }
    }
}

:mount AudioScreen()
// expect: AudioScreen: @self, @identity, _settings changed.
// expect: VolumeEditor: @self changed.
// expect: VolumeReadout: @self changed.
// expect: BalanceReadout: @self changed.
:step "Volume" up
// expect: VolumeEditor: @dependencies changed.
// expect: VolumeReadout: @dependencies changed.
:step "Volume" down 2
// expect: VolumeEditor: @dependencies changed.
// expect: VolumeReadout: @dependencies changed.
// expect: VolumeEditor: @dependencies changed.
// expect: VolumeReadout: @dependencies changed.
