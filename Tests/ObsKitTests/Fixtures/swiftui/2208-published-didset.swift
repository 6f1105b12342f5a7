// Issue 13 (B), `@Published var x { didSet }`: a property observer on a @Published property runs after the
// wrapper's setter, so after objectWillChange and after `$x` subscribers got the new value; then the view
// updates at the end of the turn. The observer runs on every set, also of an equal value (no equality check
// in @Published, rules §6), and an equal set still re-runs the observing view.
// Source: https://developer.apple.com/documentation/combine/published (publishing happens in the
// property's willSet, so subscribers get the new value before it is stored), The Swift Programming
// Language, "Property Observers" (observers on properties with a wrapper run after its setter).
// Rules §6, §10, §12.
import SwiftUI
import Combine

final class Player: ObservableObject {
    @Published var volume = 5 {
        didSet { print("volume didSet", oldValue, "->", volume) }
    }
}

struct VolumeView: View {
    @StateObject private var player = Player()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Volume \(player.volume)")
            Button("Louder") { player.volume += 1 }
            Button("Same") { player.volume = 6 }
        }
        .onReceive(player.$volume.dropFirst()) { value in print("published", value) }
    }
}

:mount VolumeView()
:tap "Louder"
:tap "Same"

// expect: VolumeView: @self, @identity, _player changed.
// expect: published 6
// expect: volume didSet 5 -> 6
// expect: VolumeView: _player changed.
// expect: published 6
// expect: volume didSet 6 -> 6
// expect: VolumeView: _player changed.
