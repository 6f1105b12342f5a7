// SwiftLee / Donny Wals style: a @propertyWrapper DynamicProperty that clamps a nested @State and projects a Binding; Apple "DynamicProperty", "Stepper"; rules §7.1, §3.4 (equal write ignored), §9.1
import SwiftUI

@propertyWrapper
struct Clamped: DynamicProperty {
    @State private var value: Int
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        _value = State(initialValue: min(max(wrappedValue, range.lowerBound), range.upperBound))
        self.range = range
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            print("Clamped set \(newValue) -> \(clamped)")
            value = clamped
        }
    }

    var projectedValue: Binding<Int> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

struct VolumeControl: View {
    @Clamped(0...3) var volume = 2

    var body: some View {
        let _ = print("VolumeControl body: \(volume)")
        VStack {
            Text("Level \(volume)")
            Stepper("Volume", value: $volume)
        }
    }
}

:mount VolumeControl()
:step "Volume" up
:step "Volume" up
:step "Volume" down 4

// expect: VolumeControl body: 2
// expect: Clamped set 3 -> 3
// expect: VolumeControl body: 3
// expect: Clamped set 4 -> 3
// expect: Clamped set 2 -> 2
// expect: VolumeControl body: 2
// expect: Clamped set 1 -> 1
// expect: VolumeControl body: 1
// expect: Clamped set 0 -> 0
// expect: VolumeControl body: 0
// expect: Clamped set -1 -> 0
