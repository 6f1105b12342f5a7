// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (subviews update model properties through $model.prop bindings)
// A player-settings screen owns an ObservableObject with @StateObject and passes `$prefs.autoplay` to a row view
// that takes it as @Binding and shows it in a Toggle.
// - ObservedObject: "Subviews can also make updates to the model properties, like the Toggle in the above example,
//   that propagate to other observers throughout the view hierarchy." The write goes through the binding into the
//   model; its objectWillChange runs the screen's body (https://developer.apple.com/documentation/swiftui/stateobject
//   observes like ObservedObject), which passes the row a binding with the new value, so the row runs after it.
import SwiftUI

final class PlayerPrefs: ObservableObject {
    @Published var autoplay = false
    @Published var subtitles = true
}

struct AutoplayRow: View {
    @Binding var autoplay: Bool

    var body: some View {
        let _ = print("row: autoplay \(autoplay)")
        Toggle("Autoplay", isOn: $autoplay)
    }
}

struct PlayerSettings: View {
    @StateObject private var prefs = PlayerPrefs()

    var body: some View {
        let _ = print("settings: autoplay \(prefs.autoplay), subtitles \(prefs.subtitles)")
        Form {
            AutoplayRow(autoplay: $prefs.autoplay)
        }
    }
}

:mount PlayerSettings()
// expect: settings: autoplay false, subtitles true
// expect: row: autoplay false
:toggle "Autoplay"
// expect: settings: autoplay true, subtitles true
// expect: row: autoplay true
:toggle "Autoplay"
// expect: settings: autoplay false, subtitles true
// expect: row: autoplay false
