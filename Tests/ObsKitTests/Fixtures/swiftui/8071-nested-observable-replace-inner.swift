// SwiftUI from Apple's documentation: a view reading model.settings.volume follows a replaced inner object and forgets the old one
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app): with
// Observation "a view in SwiftUI can form dependencies on observable data models and update the UI when data changes". Apple,
// Migrating ... to the Observable macro
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro): updates
// follow "the observable properties that a view's body reads" - after "Reset" the body read the new Settings, not the retired one.
import SwiftUI

@Observable
final class AudioSettings {
    var volume = 5
}

@Observable
final class AppModel {
    var settings = AudioSettings()
}

struct VolumeView: View {
    let model: AppModel

    var body: some View {
        let _ = print("VolumeView body: \(model.settings.volume)")
        Text("\(model.settings.volume)")
    }
}

struct Mixer: View {
    @State private var model = AppModel()
    @State private var retired: AudioSettings?

    var body: some View {
        VStack {
            Button("Louder") { model.settings.volume += 1 }
            Button("Reset") {
                retired = model.settings
                model.settings = AudioSettings()
            }
            Button("Poke old") { retired?.volume += 10 }
            VolumeView(model: model)
        }
    }
}

:mount Mixer()
// expect: VolumeView body: 5
:tap "Louder"
// expect: VolumeView body: 6
:tap "Reset"
// expect: VolumeView body: 5
:tap "Poke old"
:tap "Louder"
// expect: VolumeView body: 6
