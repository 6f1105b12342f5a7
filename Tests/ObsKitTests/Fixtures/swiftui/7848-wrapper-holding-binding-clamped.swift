// Custom DynamicProperty: a @Clamped wrapper holding a @Binding from the parent (Swift with Majid style)
// The nested @Binding is tied to its source: the child read it, so a write re-runs the child, while the parent, which
// only made `$volume`, does not run (rules §9.3, §3.5, §7.1, §7.3). A clamped write equal to the stored value does
// nothing (rules §3.4). First runs list every dynamic property, @Binding included (rules §12.2).
import SwiftUI

@propertyWrapper
struct Clamped: DynamicProperty {
    @Binding private var value: Int
    let range: ClosedRange<Int>

    init(_ binding: Binding<Int>, to range: ClosedRange<Int>) {
        _value = binding
        self.range = range
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct VolumeControl: View {
    @Clamped var volume: Int

    init(volume: Binding<Int>) {
        _volume = Clamped(volume, to: 0...3)
    }

    var body: some View {
        let _ = Self._printChanges()
        Text("Volume \(volume)")
        Button("Louder") { volume += 2 }
    }
}

struct Player: View {
    @State private var volume = 1

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            VolumeControl(volume: $volume)
            Button("Mute") { volume = 0 }
        }
    }
}

:mount Player()
// expect: Player: @self, @identity, _volume changed.
// expect: VolumeControl: @self, @identity, _volume changed.
:tap "Louder"
// expect: VolumeControl: _volume changed.
:tap "Louder"
:tap "Mute"
// expect: VolumeControl: _volume changed.
