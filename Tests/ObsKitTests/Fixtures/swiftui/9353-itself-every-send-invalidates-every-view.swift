// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject (a computed property that calls objectWillChange.send() itself: every send invalidates every view observing the object, even one that reads nothing, and even when nothing changed)
// ObservableObject: "A type of object with a publisher that emits before the object has changed"; without
// @Published, the object announces changes by calling objectWillChange.send(). ObservedObject "invalidates a view
// whenever the observable object changes" — it cannot tell which property changed, so the footer, which reads no
// property, runs too. A send with no change behind it still invalidates.
// - Mount: player screen (volume 5), footer.
// - "Louder": the setter sends: screen with 6, footer.
// - "Refresh": a bare send(): both bodies run again, volume still 6.
import SwiftUI

final class PlayerSettings: ObservableObject {
    private var storage: [String: Int] = ["volume": 5]

    var volume: Int {
        get { storage["volume"] ?? 0 }
        set {
            objectWillChange.send()
            storage["volume"] = newValue
        }
    }
}

struct SettingsFooter: View {
    @ObservedObject var settings: PlayerSettings

    var body: some View {
        let _ = print("footer body")
        Text("Settings are saved on this device")
    }
}

struct PlayerScreen: View {
    @StateObject private var settings = PlayerSettings()

    var body: some View {
        let _ = print("player body: volume \(settings.volume)")
        VStack {
            Text("Volume \(settings.volume)")
            Button("Louder") { settings.volume += 1 }
            Button("Refresh") { settings.objectWillChange.send() }
            SettingsFooter(settings: settings)
        }
    }
}

:mount PlayerScreen()
// expect: player body: volume 5
// expect: footer body
:tap "Louder"
// expect: player body: volume 6
// expect: footer body
:tap "Refresh"
// expect: player body: volume 6
// expect: footer body
