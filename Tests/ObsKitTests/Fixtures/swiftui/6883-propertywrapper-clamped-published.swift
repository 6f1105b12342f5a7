// A plain custom property wrapper (`@Clamped(0...10)`) inside a settings struct that an ObservableObject publishes,
// a Swift by Sundell / NSHipster classic.
// What SwiftUI does: `model.settings.volume += 3` reads the struct, changes the copy through the wrapper's setter
// (which clamps), and writes the struct back, so @Published sends objectWillChange and then `didSet` runs
// (rules §15.6). @Published has no equality check: writing back a volume already at the limit publishes again and
// the body runs again (rules §6.3). Swift: "Property Wrappers" in The Swift Programming Language,
// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties/#Property-Wrappers
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

struct SpeakerSettings {
    @Clamped(0...10) var volume: Int = 5
    var muted = false
}

final class SpeakerModel: ObservableObject {
    @Published var settings = SpeakerSettings() {
        didSet { print("settings saved: volume \(settings.volume)") }
    }
}

struct SpeakerView: View {
    @StateObject private var model = SpeakerModel()

    var body: some View {
        let _ = print("SpeakerView body, volume \(model.settings.volume)")
        VStack {
            Button("Louder") { model.settings.volume += 3 }
            Button("Quieter") { model.settings.volume -= 4 }
        }
    }
}

:mount SpeakerView()
// expect: SpeakerView body, volume 5
:tap "Louder"
// expect: settings saved: volume 8
// expect: SpeakerView body, volume 8
:tap "Louder"
// expect: settings saved: volume 10
// expect: SpeakerView body, volume 10
:tap "Louder"
// expect: settings saved: volume 10
// expect: SpeakerView body, volume 10
:tap "Quieter"
// expect: settings saved: volume 6
// expect: SpeakerView body, volume 6
:tap "Quieter"
// expect: settings saved: volume 2
// expect: SpeakerView body, volume 2
:tap "Quieter"
// expect: settings saved: volume 0
// expect: SpeakerView body, volume 0
