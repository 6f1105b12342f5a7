// Blog style (@Clamped meets ObservableObject): a plain @Clamped wrapper can't be @Published, so the volume sends objectWillChange from willSet (every set, even one clamped to the same value) while the bass, clamped but silent, changes without updating the view until something else does (rules §6.3, §6.5, §4.4, §10.1, §15.6)
import SwiftUI
import Combine

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

final class AudioSettings: ObservableObject {
    @Clamped(0...10) var volume: Int = 5 {
        willSet { objectWillChange.send() }
    }

    // Mistake: clamped, but nobody is told it changed.
    @Clamped(0...3) var bass: Int = 0
}

struct MixerView: View {
    @StateObject private var settings = AudioSettings()

    var body: some View {
        let _ = print("MixerView body: volume \(settings.volume), bass \(settings.bass)")
        VStack {
            Stepper("Volume", value: $settings.volume)
            Button("Louder") {
                settings.volume += 4
                print("volume now \(settings.volume)")
            }
            Button("More bass") {
                settings.bass += 2
                print("bass now \(settings.bass)")
            }
        }
    }
}

:mount MixerView()
// expect: MixerView body: volume 5, bass 0
:tap "Louder"
// expect: volume now 9
// expect: MixerView body: volume 9, bass 0
:tap "Louder"
// expect: volume now 10
// expect: MixerView body: volume 10, bass 0
:tap "Louder"
// expect: volume now 10
// expect: MixerView body: volume 10, bass 0
:tap "More bass"
// expect: bass now 2
:tap "More bass"
// expect: bass now 3
:step "Volume" down 2
// expect: MixerView body: volume 9, bass 3
// expect: MixerView body: volume 8, bass 3
:step "Volume" up
// expect: MixerView body: volume 9, bass 3
