// Apple sample style (Food Truck account sheet): a toolbar button presents a settings sheet with its own NavigationStack; an @AppStorage picker there updates the presenting list, and Done dismisses (rules §15.14, §15.12, §8.7, §15.11)
import SwiftUI

enum Units: String, CaseIterable {
    case metric, imperial
}

struct SettingsSheet: View {
    @AppStorage("units") private var units: Units = .metric
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            Form {
                Picker("Units", selection: $units) {
                    ForEach(Units.allCases, id: \.self) { Text($0.rawValue.capitalized) }
                }
            }
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
        .onDisappear { print("sheet gone") }
    }
}

struct TemperatureList: View {
    @AppStorage("units") private var units: Units = .metric
    @State private var showsSettings = false
    private let celsius = [4.0, 21.5]
    var body: some View {
        let _ = print("TemperatureList body \(units.rawValue)")
        NavigationStack {
            List(celsius, id: \.self) { c in
                Text(units == .metric ? "\(c) C" : "\(c * 9 / 5 + 32) F")
            }
            .toolbar {
                Button("Settings") { showsSettings = true }
            }
            .sheet(isPresented: $showsSettings) {
                SettingsSheet()
            }
        }
    }
}

:mount TemperatureList()
// expect: TemperatureList body metric
:tap "Settings"
:pick "Imperial" in "Units"
// expect: TemperatureList body imperial
:tap "Done"
// expect: sheet gone
