// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a view that gets an @Observable model from @Environment declares `@Bindable var settings = settings` inside body to bind a TextField to `$settings.nickname`; each keystroke is written to the shared model)
import SwiftUI

@Observable
final class SettingsViewModel {
    var nickname = ""
    var isValid: Bool { nickname.count >= 3 }
}

struct NicknameEditor: View {
    @Environment(SettingsViewModel.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        Form {
            TextField("Nickname", text: $settings.nickname)
            Text(settings.isValid ? "Looks good" : "Too short")
        }
    }
}

struct SettingsScreen: View {
    @State private var settings = SettingsViewModel()

    var body: some View {
        NicknameEditor()
            .environment(settings)
            .onChange(of: settings.isValid) { _, valid in
                print("[\(settings.nickname)] valid: \(valid)")
            }
    }
}

:mount SettingsScreen()
:type "Kim" into "Nickname"
:type "!" into "Nickname"
:clear "Nickname"
// expect: [Kim] valid: true
// expect: [] valid: false
