// Reader settings as an @Observable put in the environment with .environment(_:), read with @Environment(Type.self) and edited through a local @Bindable; expected output by the SwiftUI rules (rules §14 "@Environment(Model.self) Observable: reads tracked", §8 per-property tracking and binding creation reads; Apple: bindable "@Bindable var model = model" in body)
import SwiftUI

@Observable
final class ReaderSettings {
    var fontSize = 14
    var nightMode = false
}

struct FontSizeControl: View {
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        let _ = print("FontSizeControl body")
        Stepper("Size \(settings.fontSize)", value: $settings.fontSize, in: 10...20)
    }
}

struct NightModeToggle: View {
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        let _ = print("NightModeToggle body")
        Toggle("Night mode", isOn: $settings.nightMode)
    }
}

struct PagePreview: View {
    @Environment(ReaderSettings.self) private var settings

    var body: some View {
        let _ = print("PagePreview body: \(settings.fontSize)pt, \(settings.nightMode ? "dark" : "light")")
        Text("The quick brown fox")
            .font(.system(size: CGFloat(settings.fontSize)))
    }
}

struct ReaderScreen: View {
    var body: some View {
        VStack {
            FontSizeControl()
            NightModeToggle()
            PagePreview()
        }
    }
}

struct ReaderRoot: View {
    @State private var settings = ReaderSettings()

    var body: some View {
        ReaderScreen()
            .environment(settings)
    }
}

:mount ReaderRoot()
:step "Size 14" up
:toggle "Night mode"

// expect: FontSizeControl body
// expect: NightModeToggle body
// expect: PagePreview body: 14pt, light
// expect: FontSizeControl body
// expect: PagePreview body: 15pt, light
// expect: NightModeToggle body
// expect: PagePreview body: 15pt, dark
