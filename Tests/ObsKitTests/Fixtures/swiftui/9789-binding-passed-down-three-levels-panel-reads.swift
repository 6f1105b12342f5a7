// Swift with Majid style (bindings): a binding passed down three levels; the panel reads the whole settings struct through its @Binding and runs for any field, each knob gets a binding to one field ($settings.volume) and runs only when its own field changed, and the screen that owns the state never runs again (rules §9.3, §15.1, §2.5, §3.5)
import SwiftUI

struct AudioSettings: Equatable {
    var volume = 5
    var balance = 0
    var preset = "Flat"
}

struct VolumeKnob: View {
    @Binding var volume: Int

    var body: some View {
        let _ = print("VolumeKnob body: \(volume)")
        Stepper("Volume \(volume)", value: $volume, in: 0...10)
    }
}

struct BalanceKnob: View {
    @Binding var balance: Int

    var body: some View {
        let _ = print("BalanceKnob body: \(balance)")
        Stepper("Balance \(balance)", value: $balance, in: -5...5)
    }
}

struct AudioPanel: View {
    @Binding var settings: AudioSettings

    var body: some View {
        let _ = print("AudioPanel body: \(settings.preset)")
        VStack {
            VolumeKnob(volume: $settings.volume)
            BalanceKnob(balance: $settings.balance)
            Button("Rock preset") { settings.preset = "Rock" }
        }
    }
}

struct PlayerScreen: View {
    @State private var settings = AudioSettings()

    var body: some View {
        let _ = print("PlayerScreen body")
        NavigationStack {
            AudioPanel(settings: $settings)
                .navigationTitle("Player")
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen body
// expect: AudioPanel body: Flat
// expect: VolumeKnob body: 5
// expect: BalanceKnob body: 0
:step "Volume 5" up
// expect: AudioPanel body: Flat
// expect: VolumeKnob body: 6
:step "Balance 0" up
// expect: AudioPanel body: Flat
// expect: BalanceKnob body: 1
:tap "Rock preset"
// expect: AudioPanel body: Rock
:tap "Rock preset"
:step "Volume 6" up
// expect: AudioPanel body: Rock
// expect: VolumeKnob body: 7
