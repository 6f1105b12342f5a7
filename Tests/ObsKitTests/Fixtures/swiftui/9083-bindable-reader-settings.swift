// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (an @Observable model edited through @Bindable with Toggle and TextField)
// A settings screen bound to an @Observable model through @Bindable; a preview view reads only `fontSize`.
// - https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro:
//   Observation updates views "based on changes to the observable properties that a view's body reads instead of
//   any property changes that occur to an observable object". The preview reads only fontSize: toggling the
//   other properties, or typing the signature, does not run its body; the stepper on fontSize does.
import SwiftUI

@Observable
final class ReaderSettings {
    var showImages = true
    var justified = false
    var fontSize = 16
    var signature = ""
}

struct SettingsScreen: View {
    @Bindable var settings: ReaderSettings

    var body: some View {
        Form {
            Section("Layout") {
                Toggle("Show images", isOn: $settings.showImages)
                Toggle("Justify text", isOn: $settings.justified)
            }
            Section("Text") {
                Stepper("Font size \(settings.fontSize)", value: $settings.fontSize, in: 12...24, step: 2)
                TextField("Signature", text: $settings.signature)
            }
            Button("Print settings") {
                print("images \(settings.showImages), justified \(settings.justified), \(settings.fontSize) pt, signed \(settings.signature)")
            }
        }
    }
}

struct ArticlePreview: View {
    var settings: ReaderSettings

    var body: some View {
        let _ = print("preview at \(settings.fontSize) pt")
        Text("Lorem ipsum")
    }
}

struct ReaderRoot: View {
    @State private var settings = ReaderSettings()

    var body: some View {
        VStack {
            ArticlePreview(settings: settings)
            SettingsScreen(settings: settings)
        }
    }
}

:mount ReaderRoot()
// expect: preview at 16 pt
:toggle "Show images"
:toggle "Justify text"
:type "Jo" into "Signature"
:step "Font size 16" up 2
// expect: preview at 18 pt
// expect: preview at 20 pt
:tap "Print settings"
// expect: images false, justified true, 20 pt, signed Jo
