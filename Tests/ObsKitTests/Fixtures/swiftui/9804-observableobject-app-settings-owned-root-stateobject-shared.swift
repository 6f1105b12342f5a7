// Settings without @AppStorage: an ObservableObject of app settings owned by the root with @StateObject and shared with .environmentObject; every view that declares the @EnvironmentObject re-runs for any change (even one it does not read), the root re-runs as its owner, and a view without it stays put (rules §14.1, §6.5, §4.4, §2.1)
import SwiftUI

final class AppSettings: ObservableObject {
    @Published var useMetric = true
    @Published var fontScale = 1
}

struct TitleBar: View {
    var body: some View {
        let _ = print("TitleBar body")
        Text("Run Tracker")
    }
}

struct DistanceLabel: View {
    @EnvironmentObject var settings: AppSettings
    let meters: Int

    var body: some View {
        let text = settings.useMetric ? "\(meters) m" : "\(meters * 3) ft"
        let _ = print("DistanceLabel body: \(text)")
        Text(text)
    }
}

struct SettingsPanel: View {
    @EnvironmentObject var settings: AppSettings

    var body: some View {
        let _ = print("SettingsPanel body")
        Form {
            Toggle("Metric", isOn: $settings.useMetric)
            Stepper("Scale \(settings.fontScale)", value: $settings.fontScale, in: 1...3)
        }
    }
}

struct RunRoot: View {
    @StateObject private var settings = AppSettings()

    var body: some View {
        let _ = print("RunRoot body")
        VStack {
            TitleBar()
            DistanceLabel(meters: 100)
            SettingsPanel()
        }
        .environmentObject(settings)
    }
}

:mount RunRoot()
// expect: RunRoot body
// expect: TitleBar body
// expect: DistanceLabel body: 100 m
// expect: SettingsPanel body
:toggle "Metric"
// expect: RunRoot body
// expect: DistanceLabel body: 300 ft
// expect: SettingsPanel body
:step "Scale 1" up
// expect: RunRoot body
// expect: DistanceLabel body: 300 ft
// expect: SettingsPanel body
