// Tutorial style (animating an @Observable model): withAnimation around writes to an @Observable player model re-runs only the views that read the changed property (@dependencies); a write of an equal value with = notifies nobody (rules §8.1, §8.3, §3.1, §12.1, §12.2, §15.15)
import SwiftUI
import Observation

@Observable
final class PlayerModel {
    var isPlaying = false
    var volume = 0.5
    var title = "Lo-fi Beats"

    init() {
        print("PlayerModel init")
    }
}

struct PlayButton: View {
    var model: PlayerModel

    var body: some View {
        let _ = Self._printChanges()
        Button(model.isPlaying ? "Pause" : "Play") {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.6)) {
                model.isPlaying.toggle()
            }
        }
        .scaleEffect(model.isPlaying ? 1.1 : 1)
    }
}

struct VolumeLabel: View {
    var model: PlayerModel

    var body: some View {
        let _ = Self._printChanges()
        Text("Volume \(Int(model.volume * 100))%")
            .contentTransition(.numericText())
    }
}

struct PlayerView: View {
    @State private var model = PlayerModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 12) {
            Text(model.title)
                .font(.headline)
            PlayButton(model: model)
            VolumeLabel(model: model)
            Button("Louder") {
                withAnimation {
                    model.volume = min(1, model.volume + 0.25)
                }
            }
        }
    }
}

:mount PlayerView()
// expect: PlayerModel init
// expect: PlayerView: @self, @identity, _model changed.
// expect: PlayButton: @self changed.
// expect: VolumeLabel: @self changed.
:tap "Play"
// expect: PlayButton: @dependencies changed.
:tap "Louder"
// expect: VolumeLabel: @dependencies changed.
:tap "Louder"
// expect: VolumeLabel: @dependencies changed.
:tap "Louder"
:tap "Pause"
// expect: PlayButton: @dependencies changed.
