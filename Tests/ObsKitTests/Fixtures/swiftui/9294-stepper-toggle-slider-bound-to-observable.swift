// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/stepper (Stepper, Toggle and Slider bound to an @Observable settings object through @Bindable)
// A Stepper with `in: 1...4` moves its value by 1 and stops at the bounds: at 4 the + does nothing. Each
// control writes through `$settings.x`; the summary view reads all three properties and runs after each
// change. The form's own label shows the cup count.
// - + three times from 2: 3, 4, then no change.
// - Decaf on; "Strongest" sets the slider's value from code; - once: 3 cups.
import SwiftUI
import Observation

@Observable
final class BrewSettings {
    var cups = 2
    var decaf = false
    var strength = 0.5
}

struct BrewForm: View {
    @Bindable var settings: BrewSettings

    var body: some View {
        Form {
            Stepper("Cups: \(settings.cups)", value: $settings.cups, in: 1...4)
            Toggle("Decaf", isOn: $settings.decaf)
            Slider(value: $settings.strength, in: 0...1)
            Button("Strongest") { settings.strength = 1 }
        }
    }
}

struct BrewSummary: View {
    let settings: BrewSettings

    var body: some View {
        let _ = print("summary: \(settings.cups) cups, decaf \(settings.decaf), strength \(settings.strength)")
        Text("\(settings.cups) cups")
    }
}

struct BrewScreen: View {
    @State private var settings = BrewSettings()

    var body: some View {
        VStack {
            BrewForm(settings: settings)
            BrewSummary(settings: settings)
        }
    }
}

:mount BrewScreen()
// expect: summary: 2 cups, decaf false, strength 0.5
:step "Cups: 2" up 3
// expect: summary: 3 cups, decaf false, strength 0.5
// expect: summary: 4 cups, decaf false, strength 0.5
:toggle "Decaf"
// expect: summary: 4 cups, decaf true, strength 0.5
:tap "Strongest"
// expect: summary: 4 cups, decaf true, strength 1.0
:step "Cups: 4" down
// expect: summary: 3 cups, decaf true, strength 1.0
