// A small property wrapper of one's own (Swift Book / NSHipster / SwiftLee style): @Clamped(0...10) in a
// value-type settings struct kept in @State, and @Trimmed in a struct; plus a projectedValue.
// Expected: stepping above the range clamps to 10; the projected value ($volume) reports whether the
// last set was clamped; the struct in @State re-renders the view on each change.
// Source: https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties/#Property-Wrappers ;
// https://developer.apple.com/documentation/swiftui/state
import SwiftUI

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    private let range: ClosedRange<Value>
    private(set) var projectedValue = false

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set {
            value = min(max(newValue, range.lowerBound), range.upperBound)
            projectedValue = value != newValue
        }
    }
}

@propertyWrapper
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

struct AudioSettings {
    @Clamped(0...10) var volume = 5
    @Trimmed var deviceName = "  AirPods  "
}

struct SettingsView: View {
    @State private var settings = AudioSettings()
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Volume \(settings.volume) on '\(settings.deviceName)'")
            Button("+4") {
                settings.volume += 4
                print("volume \(settings.volume), clamped: \(settings.$volume)")
            }
            Button("Rename") {
                settings.deviceName = "   Speaker \n"
            }
        }
    }
}

:mount SettingsView()
:tap "+4"
:tap "+4"
:tap "Rename"
:tree

// expect: SettingsView: @self, @identity, _settings changed.
// expect: volume 9, clamped: false
// expect: SettingsView: _settings changed.
// expect: volume 10, clamped: true
// expect: SettingsView: _settings changed.
// expect: SettingsView: _settings changed.
// expect: SettingsView#1
// expect:   VStack
// expect:     Text "Volume 10 on 'Speaker'"
// expect:     Button "+4"
// expect:     Button "Rename"
