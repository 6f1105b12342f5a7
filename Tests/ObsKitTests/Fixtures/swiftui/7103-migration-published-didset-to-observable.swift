// Migration guide, property observers: a volume setting that saves itself in `didSet`, first as `@Published` in an
// ObservableObject, then as a stored property of an @Observable class.
// What SwiftUI does: on `@Published`, `didSet` runs on every set and the publisher has no equality check, so setting
// the level it already has saves again and runs the body again (rules §6.3, §15.6). On an @Observable property the
// observers stay and run inside the macro's setter, so "Set 6" still saves, but an equal `=` notifies nobody and no
// body runs (rules §8.1, §15.6). A real change runs the observer during the action, then the body in the update
// (rules §10.1).
// Sources: rules §6.3, §8.1, §10.1, §15.6;
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
// https://developer.apple.com/documentation/observation/observable()
import SwiftUI

final class LegacyVolume: ObservableObject {
    @Published var level = 5 {
        didSet {
            print("legacy saved \(level)")
        }
    }
}

@Observable
final class Volume {
    var level = 5 {
        didSet {
            print("saved \(level)")
        }
    }
}

struct LegacyVolumeView: View {
    @StateObject private var volume = LegacyVolume()

    var body: some View {
        let _ = print("LegacyVolumeView body: \(volume.level)")
        VStack {
            Button("Louder") {
                volume.level += 1
            }
            Button("Set 6") {
                volume.level = 6
            }
        }
    }
}

struct VolumeView: View {
    @State private var volume = Volume()

    var body: some View {
        let _ = print("VolumeView body: \(volume.level)")
        VStack {
            Button("Louder") {
                volume.level += 1
            }
            Button("Set 6") {
                volume.level = 6
            }
        }
    }
}

:mount LegacyVolumeView()
// expect: LegacyVolumeView body: 5
:tap "Louder"
// expect: legacy saved 6
// expect: LegacyVolumeView body: 6
:tap "Set 6"
// expect: legacy saved 6
// expect: LegacyVolumeView body: 6
:mount VolumeView()
// expect: VolumeView body: 5
:tap "Louder"
// expect: saved 6
// expect: VolumeView body: 6
:tap "Set 6"
// expect: saved 6
