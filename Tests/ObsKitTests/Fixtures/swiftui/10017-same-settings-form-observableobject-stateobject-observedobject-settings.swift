// SwiftLee / Fatbobman migration style: the same settings form as ObservableObject (@StateObject, @ObservedObject, $settings.username) and as @Observable (@State, @Bindable, plain let) — each keystroke re-runs every observer of the old model, but only the view that read `username` with the new one (rules §6.5, §4.4, §5.1, §8.3, §8.5, §9.2)
import SwiftUI

final class LegacySettings: ObservableObject {
    @Published var username = ""
    @Published var notifications = true
}

struct LegacyForm: View {
    @ObservedObject var settings: LegacySettings

    var body: some View {
        let _ = print("LegacyForm body: '\(settings.username)'")
        TextField("Legacy name", text: $settings.username)
    }
}

struct LegacyFooter: View {
    @ObservedObject var settings: LegacySettings

    var body: some View {
        let _ = print("LegacyFooter body: \(settings.notifications)")
        Toggle("Legacy notifications", isOn: $settings.notifications)
    }
}

struct LegacyScreen: View {
    @StateObject private var settings = LegacySettings()

    var body: some View {
        let _ = print("LegacyScreen body")
        VStack {
            LegacyForm(settings: settings)
            LegacyFooter(settings: settings)
        }
    }
}

@Observable
final class Settings {
    var username = ""
    var notifications = true
}

struct ModernForm: View {
    @Bindable var settings: Settings

    var body: some View {
        let _ = print("ModernForm body: '\(settings.username)'")
        TextField("Name", text: $settings.username)
    }
}

struct ModernFooter: View {
    @Bindable var settings: Settings

    var body: some View {
        let _ = print("ModernFooter body: \(settings.notifications)")
        Toggle("Notifications", isOn: $settings.notifications)
    }
}

struct ModernScreen: View {
    @State private var settings = Settings()

    var body: some View {
        let _ = print("ModernScreen body")
        VStack {
            ModernForm(settings: settings)
            ModernFooter(settings: settings)
        }
    }
}

:mount LegacyScreen()
// expect: LegacyScreen body
// expect: LegacyForm body: ''
// expect: LegacyFooter body: true
:type "ab" into "Legacy name"
// expect: LegacyScreen body
// expect: LegacyForm body: 'a'
// expect: LegacyFooter body: true
// expect: LegacyScreen body
// expect: LegacyForm body: 'ab'
// expect: LegacyFooter body: true
:unmount
:mount ModernScreen()
// expect: ModernScreen body
// expect: ModernForm body: ''
// expect: ModernFooter body: true
:type "ab" into "Name"
// expect: ModernForm body: 'a'
// expect: ModernForm body: 'ab'
:toggle "Notifications"
// expect: ModernFooter body: false
