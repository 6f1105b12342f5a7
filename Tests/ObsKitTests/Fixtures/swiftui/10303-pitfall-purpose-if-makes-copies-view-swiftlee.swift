// identity-and-lifetime style: PITFALL on purpose, an if that makes two copies of a view (SwiftLee, WWDC21): "compact" wraps VolumeControl in a font in one branch only, so flipping it destroys the control (its model deinits, its @State is lost) and makes another; the fix, one VolumeControl with a ternary font, keeps both (rules §1.1, §1.4, §4.2, §2.7)
import SwiftUI

final class VolumeModel: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var level = 5

    init() {
        VolumeModel.made += 1
        serial = VolumeModel.made
        print("VolumeModel \(serial) init")
    }

    deinit { print("VolumeModel \(serial) deinit") }
}

struct VolumeControl: View {
    @StateObject private var volume = VolumeModel()
    @State private var muted = false

    var body: some View {
        let _ = print("VolumeControl body: model \(volume.serial) level \(volume.level) muted \(muted)")
        VStack {
            Button("Louder") { volume.level += 1 }
            Button(muted ? "Unmute" : "Mute") { muted.toggle() }
        }
    }
}

struct PlayerScreen: View {
    @State private var compact = false

    var body: some View {
        let _ = print("PlayerScreen body: compact \(compact)")
        VStack {
            Button("Toggle compact") { compact.toggle() }
            if compact {
                VolumeControl().font(.caption)
            } else {
                VolumeControl()
            }
        }
    }
}

struct FixedPlayerScreen: View {
    @State private var compact = false

    var body: some View {
        let _ = print("FixedPlayerScreen body: compact \(compact)")
        VStack {
            Button("Toggle compact") { compact.toggle() }
            VolumeControl()
                .font(compact ? .caption : .body)
        }
    }
}

:mount PlayerScreen()
// expect: PlayerScreen body: compact false
// expect: VolumeModel 1 init
// expect: VolumeControl body: model 1 level 5 muted false
:tap "Louder"
// expect: VolumeControl body: model 1 level 6 muted false
:tap "Mute"
// expect: VolumeControl body: model 1 level 6 muted true
:tap "Toggle compact"
// expect: PlayerScreen body: compact true
// expect: VolumeModel 1 deinit
// expect: VolumeModel 2 init
// expect: VolumeControl body: model 2 level 5 muted false
:mount FixedPlayerScreen()
// expect: VolumeModel 2 deinit
// expect: FixedPlayerScreen body: compact false
// expect: VolumeModel 3 init
// expect: VolumeControl body: model 3 level 5 muted false
:tap "Louder"
// expect: VolumeControl body: model 3 level 6 muted false
:tap "Toggle compact"
// expect: FixedPlayerScreen body: compact true
:tap "Mute"
// expect: VolumeControl body: model 3 level 6 muted true
