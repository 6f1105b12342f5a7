// Apple docs `DynamicProperty` style: a property wrapper of your own that keeps its value in a nested @State and clamps it to a range; the host view updates through the nested state.
// Apple `dynamicproperty`: "The view gives values to these properties prior to recomputing the view's body."
// SwiftUI finds the nested @State by reflection and gives it storage per view (rules §7.1); a change of it
// invalidates the host (rules §7.3). The setter clamps: at the top of the range the new value equals the stored
// one, so nothing changes and no body runs (rules §3.4). The action reads the wrapper's current value.
import SwiftUI

@propertyWrapper
struct Clamped: DynamicProperty {
    @State private var value: Int
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        _value = State(initialValue: wrappedValue)
        self.range = range
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct SpeakerView: View {
    @Clamped(0...3) private var volume = 2

    var body: some View {
        let _ = print("SpeakerView body, volume \(volume)")
        VStack {
            Text("Volume \(volume)")
            Button("Louder") {
                volume += 1
                print("after Louder: \(volume)")
            }
            Button("Quieter") {
                volume -= 1
                print("after Quieter: \(volume)")
            }
        }
    }
}

:mount SpeakerView()
// expect: SpeakerView body, volume 2
:tap "Louder"
// expect: after Louder: 3
// expect: SpeakerView body, volume 3
:tap "Louder"
// expect: after Louder: 3
:tap "Quieter"
// expect: after Quieter: 2
// expect: SpeakerView body, volume 2
